'use client';

import { Button, Group, Input, Label, NumberField } from 'react-aria-components';

type Props = {
  name: string;
  label: string;
  decrease: string;
  increase: string;
  value: number;
  onChange: (value: number) => void;
  max: number;
};

/** A minimum room count: never below 0 (specification section 5); 0 means "any". */
export function RoomCounter({ name, label, decrease, increase, value, onChange, max }: Props) {
  const button =
    'inline-flex h-10 w-10 items-center justify-center rounded-full border border-line bg-white text-lg font-semibold text-ink hover:border-brand data-[disabled]:opacity-40 data-[focus-visible]:ring-4 data-[focus-visible]:ring-focus';
  return (
    <NumberField
      value={value}
      minValue={0}
      maxValue={max}
      step={1}
      onChange={(n) => onChange(Number.isFinite(n) ? Math.min(Math.max(Math.trunc(n), 0), max) : 0)}
      className="flex flex-col gap-1"
    >
      <Label className="text-sm font-semibold">{label}</Label>
      <Group className="flex items-center gap-1">
        <Button slot="decrement" aria-label={decrease} className={button}>
          −
        </Button>
        {/* Named on the visible field: without JavaScript the typed count is what the form sends. */}
        <Input
          name={name}
          className="w-12 rounded border-0 bg-transparent text-center text-base font-semibold outline-none focus-visible:ring-4 focus-visible:ring-focus"
        />
        <Button slot="increment" aria-label={increase} className={button}>
          +
        </Button>
      </Group>
    </NumberField>
  );
}
