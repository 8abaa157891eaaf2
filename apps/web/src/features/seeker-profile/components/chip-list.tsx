import type { FieldControlProps } from "@/components/ui/field";

/** What a chips input (skills, job titles) gets from its form field. */
export type ChipsInputProps = {
  values: readonly string[];
  onChange: (values: string[]) => void;
  max: number;
  control: FieldControlProps;
};
