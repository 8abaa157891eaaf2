import { ztdiResultSearchParams } from "@jobatlas/contract/core";
import { createFileRoute } from "@tanstack/react-router";
import { ZtdiResultScreen } from "@/features/ztdi/components/ztdi-result-screen";

/** ztdi/{magicToken}: a Z-TDI result by its mailed link; `mailed` after taking it with an email. */
export const Route = createFileRoute("/$lang/ztdi/$magicToken")({
  validateSearch: ztdiResultSearchParams,
  component: ZtdiResultRoute,
});

function ZtdiResultRoute() {
  const { magicToken } = Route.useParams();
  const { mailed } = Route.useSearch();
  const path = Route.useMatch({ select: (match) => match.pathname });
  return <ZtdiResultScreen token={magicToken} mailed={mailed === true} path={path} />;
}
