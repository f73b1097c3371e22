/**
 * A destructive action behind a question (issue 31): the first press only opens it, saying what will
 * happen; its own button acts. A disclosure, so it works without JavaScript and with the keyboard.
 * Inside the form whose action it submits (`name`/`value` say which intent).
 */
export function ConfirmSubmit({
  label,
  question,
  confirm,
  name,
  value,
}: {
  label: React.ReactNode;
  question: string;
  confirm: string;
  name: string;
  value: string;
}) {
  return (
    <details className="w-full sm:w-auto">
      <summary className="btn btn-secondary cursor-pointer list-none text-sm [&::-webkit-details-marker]:hidden">
        {label}
      </summary>
      <div className="mt-2 max-w-md rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-900">
        <p>{question}</p>
        <button type="submit" name={name} value={value} className="btn btn-primary mt-2 text-sm">
          {confirm}
        </button>
      </div>
    </details>
  );
}
