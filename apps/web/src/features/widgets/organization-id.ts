import { idFromText } from "@jobatlas/contract";

/**
 * The organisation id of a widget path. A segment that is no id asks the API for id 0, which
 * names nothing (404): the widget then says it is not available, as for an unknown number.
 */
export function widgetOrganizationId(segment: string): number {
  return idFromText(segment) ?? 0;
}
