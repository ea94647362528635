// Previous/next paging under an organization list (`?page=&pageSize=` answers with `count`).
import { Button } from "@/components/ui/button";

export function Pager({
  page,
  pageSize,
  count,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-3 flex items-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-slate-700">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
