'use client';

import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useHydrated } from '../forms/use-hydrated';
import { Icon } from '../layout/icons';

export type MultiOption = { id: string; label: string };

type Props = {
  label: string;
  /** Shown when nothing is chosen ("All cities"). */
  placeholder: string;
  /** Shown when more than one option is chosen ("3 selected"). */
  countText: (count: number) => string;
  options: MultiOption[];
  value: string[];
  onChange: (value: string[]) => void;
  name?: string;
};

/** What the closed field shows: the placeholder, the one choice's name, or how many are chosen. */
function summaryText(chosen: MultiOption[], placeholder: string, countText: (count: number) => string): string {
  if (chosen.length === 0) return placeholder;
  return chosen.length > 1 ? countText(chosen.length) : chosen[0]!.label;
}

/**
 * The server HTML's field (no script yet, or none at all): a native disclosure of named boxes, so
 * the plain form sends the choices (`city=…&city=…`). Once live, the island carries ticked boxes
 * over to the live field's hidden select of the same name.
 */
function NativeMultiSelect({ label, placeholder, countText, options, value, name }: Props) {
  const chosen = options.filter((o) => value.includes(o.id));
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-semibold">{label}</span>
      <details className="relative">
        <summary
          data-island-key={`multi-select:${name}`}
          className="field flex cursor-pointer list-none items-center justify-between gap-2 py-2 [&::-webkit-details-marker]:hidden"
        >
          <span className="truncate">{summaryText(chosen, placeholder, countText)}</span>
          <Icon name="chevron" className="h-5 w-5 shrink-0" />
        </summary>
        <fieldset className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-line bg-white p-1 shadow-xl">
          <legend className="sr-only">{label}</legend>
          {options.map((option) => (
            <label
              key={option.id}
              className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-2 text-sm text-ink hover:bg-brand-light"
            >
              <input
                type="checkbox"
                name={name}
                value={option.id}
                defaultChecked={value.includes(option.id)}
                className="h-4 w-4 accent-brand"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}

/**
 * A dropdown with several choices (react-aria Select in multiple mode): Space, Enter or the arrows
 * open it, the arrows move, Space or Enter toggle an option, Escape or Tab close it; screen readers
 * hear the label, the choices and how many are chosen. In the server HTML it is a native
 * disclosure of boxes that works without JavaScript.
 */
export function MultiSelect(props: Props) {
  const live = useHydrated();
  if (!live) return <NativeMultiSelect {...props} />;
  const { label, placeholder, countText, options, value, onChange, name } = props;
  return (
    <Select<MultiOption, 'multiple'>
      selectionMode="multiple"
      value={value}
      onChange={(keys: Key[]) => onChange(keys.map(String))}
      placeholder={placeholder}
      name={name}
      className="flex flex-col gap-1"
    >
      <Label className="text-sm font-semibold">{label}</Label>
      <Button
        data-island-key={`multi-select:${name}`}
        className="field flex items-center justify-between gap-2 py-2 text-left data-[focus-visible]:ring-4 data-[focus-visible]:ring-focus"
      >
        <SelectValue<MultiOption> className="truncate data-[placeholder]:text-muted">
          {/* The choice's name only (the option's rendering would bring its check box along). */}
          {({ selectedItems }) =>
            summaryText(
              selectedItems.filter((o): o is MultiOption => o != null),
              placeholder,
              countText,
            )
          }
        </SelectValue>
        <Icon name="chevron" className="h-5 w-5 shrink-0" />
      </Button>
      <Popover className="max-h-72 min-w-[var(--trigger-width)] overflow-auto rounded-lg border border-line bg-white p-1 shadow-xl outline-none">
        <ListBox<MultiOption> items={options} className="outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm text-ink outline-none data-[focused]:bg-brand-light data-[focus-visible]:ring-2 data-[focus-visible]:ring-inset data-[focus-visible]:ring-brand data-[selected]:font-semibold"
            >
              {({ isSelected }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={`flex h-4 w-4 shrink-0 items-center justify-center rounded border ${isSelected ? 'border-brand bg-brand text-on-brand' : 'border-muted bg-white'}`}
                  >
                    {isSelected ? '✓' : ''}
                  </span>
                  {option.label}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
