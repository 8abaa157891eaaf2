import type { FieldControlProps } from "@/components/ui/field";

/** What a chips input (skills, job titles) gets from its form field. */
export type ChipsInputProps = {
  values: readonly string[];
  onChange: (values: string[]) => void;
  max: number;
  control: FieldControlProps;
};

// The chips list itself is shared with the company keywords (components/ui).
export { ChipList } from "@/components/ui/chip-list";
