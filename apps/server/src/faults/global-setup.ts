import type { TestProject } from "vitest/node";
import { createCluster, destroyCluster, type FaultCluster } from "./pg-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    faultCluster: FaultCluster;
  }
}

/** One throwaway cluster for the whole fault suite, on a port of its own (FAULTS_PG_PORT, 5450 by default). */
export default function setup(project: TestProject) {
  const cluster = createCluster(Number(process.env.FAULTS_PG_PORT ?? 5450));
  project.provide("faultCluster", cluster);
  return () => destroyCluster(cluster);
}
