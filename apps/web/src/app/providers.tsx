import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { I18nextProvider } from "react-i18next";
import { ToasterHost } from "@/components/ui/toaster-host";
import { i18n } from "@/lib/i18n";
import type { createAppRouter } from "./router";

export function Providers({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToasterHost />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
