/**
 * supercluster's load() clusters every zoom level in one synchronous call: seconds for the
 * 700,000 organisation addresses at national scale, during which the server answers nothing.
 * loadByZoom does the same work a zoom level at a time, letting other requests run in between.
 * It goes through load() itself for the points' index (with no zoom to cluster), then clusters
 * each zoom as load() does, so the result is the same (a test compares them).
 */
import type Supercluster from "supercluster";

/** The internals of supercluster 8 that load() runs through. */
interface Stages {
  options: { minZoom: number; maxZoom: number };
  trees: unknown[];
  _createTree(data: number[]): unknown;
  _cluster(tree: unknown, zoom: number): number[];
}

export async function loadByZoom<P extends Supercluster.AnyProps, C extends Supercluster.AnyProps>(
  clusters: Supercluster<P, C>,
  features: Supercluster.PointFeature<P>[],
  between: () => Promise<void>,
): Promise<Supercluster<P, C>> {
  const stages = clusters as unknown as Stages;
  const { minZoom, maxZoom } = stages.options;
  stages.options.minZoom = maxZoom + 1;
  try {
    clusters.load(features);
  } finally {
    stages.options.minZoom = minZoom;
  }
  let tree = stages.trees[maxZoom + 1];
  for (let z = maxZoom; z >= minZoom; z--) {
    await between();
    tree = stages.trees[z] = stages._createTree(stages._cluster(tree, z));
  }
  return clusters;
}
