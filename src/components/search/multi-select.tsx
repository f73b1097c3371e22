'use client';

import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
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

/**
 * A dropdown with several choices (react-aria Select in multiple mode): Space, Enter or the arrows
 * open it, the arrows move, Space or Enter toggle an option, Escape or Tab close it; screen readers
 * hear the label, the choices and how many are chosen.
 */
export function MultiSelect({ label, placeholder, countText, options, value, onChange, name }: Props) {
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
      <Button className="field flex items-center justify-between gap-2 py-2 text-left data-[focus-visible]:ring-4 data-[focus-visible]:ring-gold">
        <SelectValue<MultiOption> className="truncate data-[placeholder]:text-muted">
          {({ selectedItems, isPlaceholder, defaultChildren }) =>
            isPlaceholder ? placeholder : selectedItems.length > 1 ? countText(selectedItems.length) : defaultChildren
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
                    className={`flex h-4 w-4 shrink-0 items-center justify-center rounded border ${isSelected ? 'border-brand bg-brand text-white' : 'border-muted bg-white'}`}
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
