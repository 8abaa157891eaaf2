// The occupation vocabulary and its matching (issue 26 points 1–2): every title of the demo data
// and of the Z-TDI suggestions (the benchmark's own titles: bench/search/phrases.test.ts) names a concept in each of its
// languages, and the forms a seeker types (gendered, older, compound, abbreviated, another
// language) name the same concept as the listing's title.
import { OCCUPATIONS, occupationById, parseOccupations, type OccupationRow } from "@jobatlas/contract/occupations";
import { ZTDI_MATCHES } from "@jobatlas/contract";
import { describe, expect, it } from "vitest";
import { FAMILIES } from "../../seed/texts";
import { occupationsOf, occupationTermsOfTitle, suggestOccupations } from "./occupations";

const LANGUAGES = ["de", "fr", "it", "en"] as const;

describe("the occupation vocabulary", () => {
  it("has at least 300 concepts, each with an ISCO-08 code", () => {
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(300);
    for (const occupation of OCCUPATIONS) expect(occupation.isco).toMatch(/^\d{2,4}$/);
  });

  it("names a concept in every title of the demo data, in each language", () => {
    const missing: string[] = [];
    for (const family of Object.values(FAMILIES))
      for (const role of family.roles)
        for (const language of LANGUAGES)
          if (occupationsOf(role.title[language]).length === 0) missing.push(`${language}: ${role.title[language]}`);
    expect(missing).toEqual([]);
  });

  it("knows every Z-TDI job title as a concept whose labels name it again", () => {
    for (const { jobTitles } of Object.values(ZTDI_MATCHES))
      for (const id of jobTitles) {
        const occupation = occupationById(id);
        expect(occupation, id).toBeDefined();
        // Its label searched in either UI language is read as the same concept (ADR 075).
        expect(occupationsOf(occupation!.forms.de.label), id).toContain(id);
        expect(occupationsOf(occupation!.forms.en.label), id).toContain(id);
      }
  });
});

describe("related occupations (ADR 076)", () => {
  it("go both ways and never join a concept to its broader one", () => {
    expect(occupationById("carpenter")?.related).toContain("carpenter_joiner");
    expect(occupationById("carpenter_joiner")?.related).toContain("carpenter");
    for (const occupation of OCCUPATIONS)
      for (const id of occupation.related) {
        expect(occupationById(id)?.related, `${id} ~ ${occupation.id}`).toContain(occupation.id);
        expect(id.startsWith(`${occupation.id}.`) || occupation.id.startsWith(`${id}.`)).toBe(false);
      }
  });

  it("are refused when an id is unknown, a pair is a concept and its broader one, or a pair comes twice", () => {
    const rows: OccupationRow[] = [
      ["teacher", "23", "Lehrer / Lehrerin", "enseignant / enseignante", "docente", "teacher"],
      ["teacher.primary", "2341", "Primarlehrer", "enseignant primaire", "maestro", "primary teacher"],
      ["lecturer", "231", "Dozent", "chargé de cours", "docente universitario", "lecturer"],
    ];
    expect(parseOccupations(rows, [["teacher", "lecturer"]]).find((o) => o.id === "lecturer")?.related).toEqual([
      "teacher",
    ]);
    expect(() => parseOccupations(rows, [["teacher", "baker"]])).toThrow(/both must exist/);
    expect(() => parseOccupations(rows, [["teacher.primary", "teacher"]])).toThrow(/broader/);
    expect(() =>
      parseOccupations(rows, [
        ["teacher", "lecturer"],
        ["teacher", "lecturer"],
      ]),
    ).toThrow(/twice/);
  });
});

describe("what a seeker types names the concept of the listing's title", () => {
  const cases: [typed: string, title: string][] = [
    ["Pflegefachfrau", "Pflegefachperson HF/FH"],
    ["Pflegefachmann", "Pflegefachperson HF/FH"],
    ["Krankenschwester", "Pflegefachperson HF/FH"],
    ["nurse", "Pflegefachperson HF/FH"],
    ["infirmière", "Pflegefachperson HF/FH"],
    ["infermiera", "Infirmier/ère diplômé/e"],
    ["Kauffrau", "Kaufmännische/r Angestellte/r"],
    ["KV", "Kaufmann/Kauffrau EFZ"],
    ["Schreiner", "Schreiner/in EFZ"],
    ["Tischler", "Schreiner/in EFZ"],
    ["Köchin", "Koch/Köchin"],
    ["Koechin", "Koch/Köchin"],
    ["cuisinier", "Koch/Köchin"],
    ["cuoco", "Koch/Köchin"],
    ["cook", "Cuisinier/ère"],
    ["commessa", "Verkäufer/in"],
    ["Verkäuferin", "Vendeur/euse"],
    ["Precision mechanic", "Polymechaniker/in"],
    ["Landscape gardener", "Landschaftsgärtner/in"],
    ["Maurerin", "Maurer/in (m/w/d)"],
    ["Fleischfachfrau", "Fleischfachmann/-frau"],
    ["muratrice", "Muratore/trice"],
  ];
  it.each(cases)("%s finds %s", (typed, title) => {
    const concepts = occupationsOf(typed);
    expect(concepts, typed).not.toEqual([]);
    const terms = occupationTermsOfTitle(title);
    expect(
      concepts.some((id) => terms.includes(`#o:${id}`)),
      `${typed} → ${concepts.join(",")}; ${title} → ${terms.join(",")}`,
    ).toBe(true);
  });

  it("reads German compounds by their occupation tail, and broader concepts find narrower ones", () => {
    expect(occupationTermsOfTitle("Sprachlehrerin 60 %")).toContain("#o:teacher");
    expect(occupationTermsOfTitle("Lehrperson Primarstufe")).toEqual(
      expect.arrayContaining(["#o:teacher.primary", "#o:teacher"]),
    );
    expect(occupationsOf("Lehrer")).toEqual(["teacher"]);
    expect(occupationTermsOfTitle("Lastwagenfahrer Kat. C/E")).not.toEqual([]);
  });

  it("does not read an apprenticeship or a generic word as an occupation", () => {
    expect(occupationsOf("Lehre")).toEqual([]);
    expect(occupationsOf("Mitarbeiter")).toEqual([]);
    expect(occupationsOf("Filialleiter")).not.toContain("teacher");
  });
});

describe("occupation suggestions", () => {
  it("suggests one concept per occupation, labelled in the language asked for", () => {
    const german = suggestOccupations("Pflegef", "de", 8);
    expect(german[0]).toEqual({ id: "nurse", label: occupationById("nurse")!.forms.de.label });
    expect(german.filter((s) => s.id === "nurse")).toHaveLength(1);
    expect(suggestOccupations("infirm", "de", 8).map((s) => s.id)).toContain("nurse");
    expect(suggestOccupations("Koch", "en", 8)[0]?.label).toBe(occupationById("cook")!.forms.en.label);
  });
});
