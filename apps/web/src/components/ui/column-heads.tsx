/** A table's column headers: `columns` from the left, then the row actions' column, named for screen readers only. */
export function ColumnHeads({ columns, actions }: { columns: string[]; actions: string }) {
  return (
    <thead>
      <tr className="text-left text-sm text-muted">
        {columns.map((column) => (
          <th key={column} scope="col" className="pr-4 pb-2 font-medium">
            {column}
          </th>
        ))}
        <th scope="col" className="pb-2 text-right font-medium">
          <span className="sr-only">{actions}</span>
        </th>
      </tr>
    </thead>
  );
}
