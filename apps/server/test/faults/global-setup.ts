import { loadavg } from "node:os";
import type { TestProject } from "vitest/node";
import { writeResults } from "./figures";
import { createCluster, destroyCluster, type FaultCluster } from "./pg-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    faultCluster: FaultCluster;
  }
}

/**
 * One throwaway cluster for the whole fault suite, on a port of its own (FAULTS_PG_PORT, 5450 by
 * default). With FAULTS_SAVE=1 the figures the scenarios measured go to bench/results/ at the end.
 */
export default function setup(project: TestProject) {
  const startedAt = new Date();
  const loadAtStart = loadavg();
  const cluster = createCluster(Number(process.env.FAULTS_PG_PORT ?? 5450));
  project.provide("faultCluster", cluster);
  return () => {
    if (process.env.FAULTS_SAVE === "1") writeResults(cluster, startedAt, loadAtStart);
    destroyCluster(cluster);
  };
}
