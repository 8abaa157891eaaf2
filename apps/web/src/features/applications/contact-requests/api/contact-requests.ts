import {
  CSRF_HEADER,
  ORGANIZATION_HEADER,
  ZOrganization,
  ZOrgContactRequest,
  ZOrgContactRequestsResponse,
  ZPublicContactRequest,
  ZRejectApplicationResponse,
  applicationPdfFileName,
  type TApplicationsZipRequest,
  type TContactRequestCreateRequest,
  type TRejectApplicationRequest,
} from "@jobatlas/contract";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { errorFromResponse, NetworkError, NotFoundError } from "@/lib/api-errors";
import { csrfToken } from "@/lib/csrf";
import { currentLanguage } from "@/lib/i18n";
import { orgApi } from "@/features/orgs";
import { candidateKeys, contactRequestKeys } from "@/features/applications/api/keys";

const applicationPath = (id: number) => `/capi/org/applications/${id}`;

/** GET /capi/org/applications/{id}/contact-requests: the requests and the application's summary; 404 for another organisation's. */
export const contactRequestsQueryOptions = (slug: string, id: number) =>
  queryOptions({
    queryKey: contactRequestKeys.ofApplication(slug, id),
    queryFn: ({ signal }) =>
      orgApi(slug).get(`${applicationPath(id)}/contact-requests`, { schema: ZOrgContactRequestsResponse, signal }),
  });

/** POST …/contact-requests: the application's lists and details refresh. */
export function useSendContactRequest(slug: string, id: number) {
  return useMutation({
    mutationFn: (input: TContactRequestCreateRequest) =>
      orgApi(slug).post(`${applicationPath(id)}/contact-requests`, input, { schema: ZOrgContactRequest }),
    // The form shows every failure itself.
    meta: { invalidates: [candidateKeys.all(slug)], errorToast: false },
  });
}

/** POST …/reject (spec §7: the body minus the id). */
export function useRejectApplication(slug: string, id: number) {
  return useMutation({
    mutationFn: (input: TRejectApplicationRequest) =>
      orgApi(slug).post(`${applicationPath(id)}/reject`, input, { schema: ZRejectApplicationResponse }),
    meta: { invalidates: [candidateKeys.all(slug)], errorToast: false },
  });
}

/**
 * contact-requests/send-for/{applicationId} names no organisation: the application belongs to one
 * of the user's. The last used one (GET /capi/org without X-Organization) is asked first, then the
 * others of the session, until one has the application; undefined when none has it.
 */
export async function organizationOfApplication(
  slugs: readonly string[],
  id: number,
  signal?: AbortSignal,
): Promise<string | undefined> {
  let lastUsed: string | undefined;
  try {
    lastUsed = (await api.get("/capi/org", { schema: ZOrganization, signal })).slug;
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  const order = [...new Set([...(lastUsed ? [lastUsed] : []), ...slugs])];
  for (const slug of order) {
    try {
      await orgApi(slug).get(`${applicationPath(id)}/contact-requests`, {
        schema: ZOrgContactRequestsResponse,
        signal,
      });
      return slug;
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return undefined;
}

export const applicationOrganizationQueryOptions = (slugs: readonly string[], id: number) =>
  queryOptions({
    queryKey: contactRequestKeys.organizationOf(id, slugs),
    queryFn: async ({ signal }) => (await organizationOfApplication(slugs, id, signal)) ?? null,
  });

/** The public side: the request of a mailed token (no session needed). */
export const publicContactRequestQueryOptions = (token: string) =>
  queryOptions({
    queryKey: contactRequestKeys.public(token),
    queryFn: ({ signal }) =>
      api.get(`/capi/contact-requests/${encodeURIComponent(token)}`, { schema: ZPublicContactRequest, signal }),
  });

/** POST /capi/contact-requests/{token}/accept or /decline: the answer replaces the cached request. */
export function useAnswerContactRequest(token: string) {
  return useMutation({
    mutationFn: (answer: "accept" | "decline") =>
      api.post(`/capi/contact-requests/${encodeURIComponent(token)}/${answer}`, undefined, {
        schema: ZPublicContactRequest,
      }),
    meta: { invalidates: [contactRequestKeys.public(token)], errorToast: false },
  });
}

/**
 * Downloads the application's PDF: fetched with the organisation and the UI language (the PDF is
 * written in it), then saved under its file name. Throws the catalogue's errors like apiRequest.
 */
export async function downloadApplicationPdf(slug: string, id: number): Promise<void> {
  const response = await orgDownload(slug, `${applicationPath(id)}/pdf`, { method: "GET", accept: "application/pdf" });
  await saveDownload(response, applicationPdfFileName(id));
}

/**
 * Downloads a ZIP of the applications' PDFs (POST /capi/org/applications/pdf-zip, ADR 093), in
 * the UI language, saved under the name the server gives it. Throws the catalogue's errors.
 */
export async function downloadApplicationsZip(slug: string, ids: number[]): Promise<void> {
  const body: TApplicationsZipRequest = { application_ids: ids };
  const response = await orgDownload(slug, "/capi/org/applications/pdf-zip", {
    method: "POST",
    accept: "application/zip",
    body: JSON.stringify(body),
  });
  const named = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  await saveDownload(response, named?.[1] ?? "applications.zip");
}

/** A file download of the organisation `slug`: an error answer is thrown as the catalogue's error. */
async function orgDownload(
  slug: string,
  path: string,
  options: { method: "GET" | "POST"; accept: string; body?: string },
): Promise<Response> {
  const headers = new Headers({ Accept: options.accept, "Accept-Language": currentLanguage() });
  headers.set(ORGANIZATION_HEADER, slug);
  if (options.body !== undefined) headers.set("Content-Type", "application/json");
  const token = csrfToken();
  if (token) headers.set(CSRF_HEADER, token);
  let response: Response;
  try {
    response = await fetch(path, { method: options.method, headers, body: options.body, credentials: "same-origin" });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    throw errorFromResponse(response.status, body, response.headers);
  }
  return response;
}

/** Saves the answer's body as a file named `fileName`. */
async function saveDownload(response: Response, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
