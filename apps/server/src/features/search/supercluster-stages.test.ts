// loadByZoom must build the same clusters as supercluster's own load(), at every zoom.
import Supercluster from "supercluster";
import { describe, expect, it } from "vitest";
import { loadByZoom } from "./supercluster-stages";

describe("supercluster loaded a zoom level at a time", () => {
  it("gives the clusters load() gives, at every zoom", async () => {
    let state = 11;
    const random = () => {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      return state / 2 ** 32;
    };
    const features: Supercluster.PointFeature<{ org: number }>[] = Array.from({ length: 3000 }, (_, i) => ({
      type: "Feature",
      properties: { org: i % 700 },
      geometry: { type: "Point", coordinates: [5.9 + random() * 4.6, 45.8 + random() * 2.1] },
    }));
    const options = {
      radius: 60,
      maxZoom: 16,
      map: (p: { org: number }) => ({ org: p.org, mixed: false }),
      reduce: (a: { org: number; mixed: boolean }, p: { org: number; mixed: boolean }) => {
        if (p.mixed || a.org !== p.org) a.mixed = true;
      },
    };
    const expected = new Supercluster(options).load(features);
    let pauses = 0;
    const staged = await loadByZoom(new Supercluster(options), features, async () => {
      pauses++;
    });
    expect(pauses).toBe(17);
    for (let zoom = 0; zoom <= 17; zoom++) {
      const bbox: [number, number, number, number] = [5.5, 45.5, 11, 48.5];
      expect(staged.getClusters(bbox, zoom)).toEqual(expected.getClusters(bbox, zoom));
    }
  });
});
