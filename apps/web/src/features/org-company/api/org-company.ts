/**
 * The organisation editor's calls (contract org-company.ts), each acting on the organisation of
 * `slug` (X-Organization). Query keys sit under `orgKeys.all(slug)`: "company", "addresses",
 * "members". Mutations refresh what they change; a failure shows the shared "could not save" or
 * "could not delete" toast unless the caller words it itself.
 */
import {
  ZLocationsResponse,
  ZOrgAddress,
  ZOrgAddressList,
  ZOrgCompany,
  ZOrgInvite,
  ZOrgMember,
  ZOrgMembersResponse,
  type TChangeMemberRoleRequest,
  type TInviteMemberRequest,
  type TOrgAddressRequest,
  type TOrgAddressUpdateRequest,
  type TOrgCompany,
  type TOrgCompanyUpdateRequest,
} from "@jobatlas/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { orgApi, orgKeys } from "@/features/orgs";
import { orgCompanyKeys } from "./keys";
import { api } from "@/lib/api-client";
import { appKeys } from "@/lib/query-keys";

/** GET /capi/org/company: the editable profile. */
export const companyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: orgCompanyKeys.company(slug),
    queryFn: ({ signal }) => orgApi(slug).get("/capi/org/company", { schema: ZOrgCompany, signal }),
  });

/** GET /capi/org/addresses: every address of the organisation. */
export const addressesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: orgCompanyKeys.addresses(slug),
    queryFn: ({ signal }) => orgApi(slug).get("/capi/org/addresses", { schema: ZOrgAddressList, signal }),
  });

/** GET /capi/org/members: members and open invitations (owners and admins). */
export const membersQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: orgCompanyKeys.members(slug),
    queryFn: ({ signal }) => orgApi(slug).get("/capi/org/members", { schema: ZOrgMembersResponse, signal }),
  });

/**
 * The places of a 4-digit postal code (GET /capi/locations, the list the server checks addresses
 * against): the address form fills in or offers the city from them.
 */
export const postalCodePlacesQueryOptions = (postalCode: string) =>
  queryOptions({
    queryKey: orgCompanyKeys.postalCode(postalCode),
    queryFn: async ({ signal }) => {
      const { items } = await api.get("/capi/locations", {
        query: { query: postalCode, limit: 20 },
        schema: ZLocationsResponse,
        signal,
      });
      return items.filter((place) => place.postal_code === postalCode);
    },
    staleTime: Infinity,
  });

/**
 * The answer of a profile change replaces the cached profile; the organisation (its name in the
 * header and the overview) and the status (the user's organisations) are read again.
 */
function useCompanyMutation<V>(slug: string, mutationFn: (variables: V) => Promise<TOrgCompany>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (company) => queryClient.setQueryData(orgCompanyKeys.company(slug), company),
    meta: { invalidates: [orgKeys.detail(slug), appKeys.status] },
  });
}

/** PUT /capi/org/company with the whole profile. */
export function useUpdateCompany(slug: string) {
  return useCompanyMutation(slug, (input: TOrgCompanyUpdateRequest) =>
    orgApi(slug).put("/capi/org/company", input, { schema: ZOrgCompany }),
  );
}

/** PUT /capi/org/company/logo with the file itself as the body and its type as Content-Type. */
export function useUploadLogo(slug: string) {
  return useCompanyMutation(slug, (file: Blob) =>
    orgApi(slug).put("/capi/org/company/logo", file, { schema: ZOrgCompany, headers: { "Content-Type": file.type } }),
  );
}

/** DELETE /capi/org/company/logo. */
export function useRemoveLogo(slug: string) {
  return useCompanyMutation(slug, () => orgApi(slug).delete("/capi/org/company/logo", { schema: ZOrgCompany }));
}

/** POST /capi/org/addresses; the form shows its own errors (fields and a toast). */
export function useCreateAddress(slug: string) {
  return useMutation({
    mutationFn: (input: TOrgAddressRequest) => orgApi(slug).post("/capi/org/addresses", input, { schema: ZOrgAddress }),
    meta: { invalidates: [orgCompanyKeys.addresses(slug)] },
  });
}

/** PUT /capi/org/addresses/{id}; a change that moves listings needs `move_listings` (address_moves_listings). */
export function useUpdateAddress(slug: string, id: number) {
  return useMutation({
    mutationFn: (input: TOrgAddressUpdateRequest) =>
      orgApi(slug).put(`/capi/org/addresses/${id}`, input, { schema: ZOrgAddress }),
    meta: { invalidates: [orgCompanyKeys.addresses(slug)] },
  });
}

/** DELETE /capi/org/addresses/{id}; a refusal (address_in_use) is shown by the caller. */
export function useDeleteAddress(slug: string) {
  return useMutation({
    mutationFn: (id: number) => orgApi(slug).delete(`/capi/org/addresses/${id}`),
    meta: { invalidates: [orgCompanyKeys.addresses(slug)], errorToast: "delete" },
  });
}

/** POST /capi/org/members/invites: mails the invitation. */
export function useInviteMember(slug: string) {
  return useMutation({
    mutationFn: (input: TInviteMemberRequest) =>
      orgApi(slug).post("/capi/org/members/invites", input, { schema: ZOrgInvite }),
    meta: { invalidates: [orgCompanyKeys.members(slug)] },
  });
}

/** DELETE /capi/org/members/invites/{id}. */
export function useRevokeInvite(slug: string) {
  return useMutation({
    mutationFn: (id: number) => orgApi(slug).delete(`/capi/org/members/invites/${id}`),
    meta: { invalidates: [orgCompanyKeys.members(slug)], errorToast: "delete" },
  });
}

/** PUT /capi/org/members/{user_id} with the new role. */
export function useChangeMemberRole(slug: string) {
  return useMutation({
    mutationFn: ({ userId, ...input }: TChangeMemberRoleRequest & { userId: number }) =>
      orgApi(slug).put(`/capi/org/members/${userId}`, input, { schema: ZOrgMember }),
    meta: { invalidates: [orgCompanyKeys.members(slug), appKeys.status] },
  });
}

/** DELETE /capi/org/members/{user_id}. */
export function useRemoveMember(slug: string) {
  return useMutation({
    mutationFn: (userId: number) => orgApi(slug).delete(`/capi/org/members/${userId}`),
    meta: { invalidates: [orgCompanyKeys.members(slug), appKeys.status], errorToast: "delete" },
  });
}
