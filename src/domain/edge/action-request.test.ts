import { describe, expect, it } from 'vitest';
import { ACTION_PART_LIMIT, actionArgumentsOk, actionContentTypeOk, ARGUMENT_PART } from './action-request';

const parts = (entries: Record<string, string>) => new Map(Object.entries(entries));
const HEAD = '{"id":"608e253c480fcd1912c0ab55e253822659a8bf691c","bound":"$@1"}';
/** A value nested `depth` arrays deep. */
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('a server action’s arguments, with JavaScript (issue 33)', () => {
  it('are the form, after the action’s state when it keeps one: as the browser sends them', () => {
    expect(actionArgumentsOk(parts({ '0': '["$K1"]' }), true)).toBe(true);
    expect(actionArgumentsOk(parts({ '0': '[{},"$K1"]' }), true)).toBe(true);
    expect(actionArgumentsOk(parts({ '0': '["$undefined","$K1"]' }), true)).toBe(true);
    expect(actionArgumentsOk(parts({ '0': '[{"values":{"name":"$$5 off"},"errors":[]},"$K1"]' }), true)).toBe(true);
  });

  it('are refused when missing, empty, not a form, a reference to something else, or nested deep', () => {
    for (const root of [undefined, '', 'garbage', '{}', '[]', '[1,2,3]', '["$@1",[1,2]]', '["$K1","$K2","$K3"]']) {
      const given = root === undefined ? parts({}) : parts({ '0': root });
      expect(actionArgumentsOk(given, true), String(root)).toBe(false);
    }
    expect(actionArgumentsOk(parts({ '0': '[{"a":"$F1"},"$K1"]' }), true)).toBe(false);
    expect(actionArgumentsOk(parts({ '0': '[{"a":"$Q2"},"$K1"]' }), true)).toBe(false);
    expect(actionArgumentsOk(parts({ '0': `[${nested(5000)},"$K1"]` }), true)).toBe(false);
    expect(actionArgumentsOk(parts({ '0': `[${nested(14)},"$K1"]` }), true)).toBe(true);
    expect(actionArgumentsOk(parts({ '0': `["${'x'.repeat(ACTION_PART_LIMIT)}","$K1"]` }), true)).toBe(false);
  });
});

describe('a server action’s bound arguments, without JavaScript', () => {
  it('name the action and carry its state as the page wrote them', () => {
    expect(actionArgumentsOk(parts({ $ACTION_REF_1: '', '$ACTION_1:0': HEAD, '$ACTION_1:1': '[{}]' }), false)).toBe(
      true,
    );
    expect(actionArgumentsOk(parts({ '$ACTION_1:0': HEAD, '$ACTION_1:1': '["$undefined"]' }), false)).toBe(true);
    expect(actionArgumentsOk(parts({ $ACTION_ID_608e253c: '' }), false)).toBe(true);
    // A form that is no action: nothing to check.
    expect(actionArgumentsOk(parts({}), false)).toBe(true);
  });

  it('are refused when they are not JSON, name no action, refer to something else or nest deep', () => {
    expect(actionArgumentsOk(parts({ '$ACTION_1:0': 'nope' }), false)).toBe(false);
    expect(actionArgumentsOk(parts({ '$ACTION_1:0': '{"id":"../x","bound":"$@1"}' }), false)).toBe(false);
    expect(actionArgumentsOk(parts({ '$ACTION_1:0': '{"id":"abc","bound":"$F1"}' }), false)).toBe(false);
    expect(actionArgumentsOk(parts({ '$ACTION_1:0': HEAD, '$ACTION_1:1': '["$@1",[1,2]]' }), false)).toBe(false);
    expect(actionArgumentsOk(parts({ '$ACTION_1:0': HEAD, '$ACTION_1:1': `[${nested(5000)}]` }), false)).toBe(false);
    expect(actionArgumentsOk(parts({ '$ACTION_1:0': HEAD, '$ACTION_1:1': '{}' }), false)).toBe(false);
  });

  it('are refused when `bound` refers to a part the post does not carry (the probe’s 500)', () => {
    expect(actionArgumentsOk(parts({ '$ACTION_1:0': HEAD }), false)).toBe(false);
    expect(actionArgumentsOk(parts({ '$ACTION_1:0': HEAD, '$ACTION_2:1': '[{}]' }), false)).toBe(false);
  });
});

describe('which parts and content types', () => {
  it('takes the argument parts by their names, in a reply’s form too', () => {
    for (const name of [
      '0',
      '$ACTION_REF_1',
      '$ACTION_1:0',
      '$ACTION_12:3',
      '$ACTION_KEY',
      '_1_$ACTION_1:1',
      '$ACTION_ID_ab12',
    ])
      expect(ARGUMENT_PART.test(name), name).toBe(true);
    for (const name of ['email', '1_email', '00', '$ACTION_1', 'x$ACTION_1:0'])
      expect(ARGUMENT_PART.test(name), name).toBe(false);
  });

  it('wants a form’s multipart body', () => {
    expect(actionContentTypeOk('multipart/form-data; boundary=----WebKitFormBoundaryA')).toBe(true);
    expect(actionContentTypeOk('text/plain;charset=UTF-8')).toBe(false);
    expect(actionContentTypeOk(undefined)).toBe(false);
  });
});
