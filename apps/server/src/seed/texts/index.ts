import { construction } from "./construction";
import { education } from "./education";
import { finance } from "./finance";
import { food } from "./food";
import { health } from "./health";
import { hospitality } from "./hospitality";
import { it } from "./it";
import { logistics } from "./logistics";
import { manufacturing } from "./manufacturing";
import { office } from "./office";
import { publicAdmin } from "./public";
import { retail } from "./retail";
import { services } from "./services";
import type { Family, FamilyKey } from "./types";

export const FAMILIES: Record<FamilyKey, Family> = {
  retail,
  it,
  health,
  construction,
  hospitality,
  manufacturing,
  finance,
  education,
  public: publicAdmin,
  logistics,
  food,
  office,
  services,
};

export * from "./types";
export * from "./common";
