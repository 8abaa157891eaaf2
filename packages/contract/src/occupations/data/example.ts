import type { OccupationRow } from "../format";

// Example rows (the format of format.ts); the data files replace this one.
export const EXAMPLE: readonly OccupationRow[] = [
  [
    "nurse",
    "2221",
    "Pflegefachmann / Pflegefachfrau / Pflegefachperson; Krankenschwester, Krankenpfleger, Pflegefachkraft, diplomierte Pflegefachperson",
    "infirmier / infirmière; infirmier diplômé, infirmière diplômée, soins infirmiers",
    "infermiere / infermiera; infermiere diplomato, infermiera diplomata",
    "nurse; registered nurse, nursing specialist",
  ],
  ["teacher", "23", "Lehrer / Lehrerin / Lehrperson; Lehrkraft", "enseignant / enseignante; professeur, professeure, maître, maîtresse", "docente; insegnante, maestro, maestra, professore, professoressa", "teacher; educator"],
  ["teacher.primary", "2341", "Primarlehrer / Primarlehrerin / Lehrperson Primarstufe; Primarlehrperson, Lehrer Primarschule", "enseignant primaire / enseignante primaire; maître d'école primaire, professeur des écoles", "docente di scuola elementare; maestro elementare, maestra elementare, docente scuola primaria", "primary school teacher; primary teacher, elementary school teacher"],
];
