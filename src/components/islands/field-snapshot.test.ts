// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { captureFields, restoreFields } from './field-snapshot';

const FORM = `
  <form>
    <input type="hidden" name="_token" value="server-token">
    <input type="radio" name="title" value="mr"><input type="radio" name="title" value="ms">
    <input name="firstName"><input name="phone" type="tel">
    <input name="child" data-n="1"><input name="child" data-n="2">
    <select name="region" multiple><option value="a">A</option><option value="b">B</option><option value="c">C</option></select>
    <textarea name="message"></textarea>
    <input type="checkbox" name="newsletter" value="yes">
    <button type="submit">Send</button>
  </form>`;

function island(html = FORM): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const q = <T extends Element>(root: Element, selector: string) => root.querySelector(selector) as T;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('carrying what a visitor did in the server HTML over to the rendered component', () => {
  it('presses the live control that a server control pressed before the code came is keyed to', () => {
    const before = island(
      '<form><details><summary data-island-key="multi-select:city">City</summary></details><button type="submit">Go</button></form>',
    );
    const summary = q<HTMLElement>(before, 'summary');
    const snapshot = captureFields(before, summary);
    before.remove();
    const after = island(
      '<form><button type="button" data-island-key="multi-select:city">City</button><button type="submit">Go</button></form>',
    );
    const pressed: string[] = [];
    q<HTMLButtonElement>(after, '[data-island-key]').addEventListener('click', () => pressed.push('city'));
    restoreFields(after, snapshot);
    expect(pressed).toEqual(['city']);
  });

  it('chooses in a live multiple select of the same name the boxes ticked in the server HTML', () => {
    const before = island(
      '<form><input type="checkbox" name="city" value="wavre|1300"><input type="checkbox" name="city" value="gent|9000"><input type="checkbox" name="city" value="nevele|9850"></form>',
    );
    q<HTMLInputElement>(before, '[value="wavre|1300"]').checked = true;
    q<HTMLInputElement>(before, '[value="nevele|9850"]').checked = true;
    const snapshot = captureFields(before);
    before.remove();
    const after = island(
      '<form><select name="city" multiple><option value="wavre|1300">D</option><option value="gent|9000">G</option><option value="nevele|9850">N</option></select></form>',
    );
    const changes: string[][] = [];
    const select = q<HTMLSelectElement>(after, 'select');
    select.addEventListener('change', () => changes.push([...select.selectedOptions].map((o) => o.value)));
    restoreFields(after, snapshot);
    expect(changes).toEqual([['wavre|1300', 'nevele|9850']]);
  });

  it('carries text, repeated names by rank, radios, checkboxes, multiple selects and the textarea', () => {
    const before = island();
    q<HTMLInputElement>(before, '[value="ms"]').checked = true;
    q<HTMLInputElement>(before, '[name="firstName"]').value = 'Kim';
    (before.querySelectorAll('[name="child"]')[1] as HTMLInputElement).value = 'second';
    q<HTMLOptionElement>(before, 'option[value="b"]').selected = true;
    q<HTMLOptionElement>(before, 'option[value="c"]').selected = true;
    q<HTMLTextAreaElement>(before, 'textarea').value = 'Is the garden south-facing?';
    q<HTMLInputElement>(before, '[name="newsletter"]').checked = true;
    const snapshot = captureFields(before);
    before.remove();

    const after = island();
    restoreFields(after, snapshot);
    expect(q<HTMLInputElement>(after, '[value="ms"]').checked).toBe(true);
    expect(q<HTMLInputElement>(after, '[value="mr"]').checked).toBe(false);
    expect(q<HTMLInputElement>(after, '[name="firstName"]').value).toBe('Kim');
    expect([...after.querySelectorAll<HTMLInputElement>('[name="child"]')].map((i) => i.value)).toEqual(['', 'second']);
    expect([...q<HTMLSelectElement>(after, 'select').selectedOptions].map((o) => o.value)).toEqual(['b', 'c']);
    expect(q<HTMLTextAreaElement>(after, 'textarea').value).toBe('Is the garden south-facing?');
    expect(q<HTMLInputElement>(after, '[name="newsletter"]').checked).toBe(true);
  });

  it('carries fields without a name (a slider thumb, a widget text box) by kind and rank', () => {
    const widget = (id: string) =>
      `<div><input type="range" id="${id}-a" min="0" max="10"><input type="range" id="${id}-b" min="0" max="10" value="10"><input type="text" id="${id}-c"></div>`;
    const before = island(widget('server'));
    q<HTMLInputElement>(before, '#server-b').value = '7';
    q<HTMLInputElement>(before, '#server-c').value = '€ 250.000';
    const snapshot = captureFields(before);
    before.remove();
    const after = island(widget('live')); // ids made by React differ between renders
    restoreFields(after, snapshot);
    expect([...after.querySelectorAll('input')].slice(1).map((i) => i.value)).toEqual(['7', '€ 250.000']);
  });

  it('carries the files chosen in a file field, with the change event a choice makes (a photo picked before the code came)', () => {
    const html = '<form><input name="name"><input type="file" name="photo" accept="image/*"></form>';
    const before = island(html);
    const picked = new DataTransfer();
    picked.items.add(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    q<HTMLInputElement>(before, '[name="photo"]').files = picked.files;
    const snapshot = captureFields(before);
    before.remove();

    const after = island(html);
    const photo = q<HTMLInputElement>(after, '[name="photo"]');
    const heard: string[] = [];
    photo.addEventListener('change', () => heard.push([...(photo.files ?? [])].map((f) => f.name).join()));
    restoreFields(after, snapshot);
    expect([...(photo.files ?? [])].map((f) => [f.name, f.type, f.size])).toEqual([['me.png', 'image/png', 4]]);
    expect(heard).toEqual(['me.png']);
  });

  it('hands a file chosen on the server field after the swap (its picker was still open) to the live field', () => {
    const html = '<form><input type="file" name="photo"></form>';
    const before = island(html);
    const server = q<HTMLInputElement>(before, 'input');
    const snapshot = captureFields(before);
    before.remove();
    const after = island(html);
    restoreFields(after, snapshot);
    const picked = new DataTransfer();
    picked.items.add(new File([new Uint8Array([1, 2, 3])], 'late.jpg', { type: 'image/jpeg' }));
    server.files = picked.files;
    server.dispatchEvent(new Event('change', { bubbles: true }));
    expect([...(q<HTMLInputElement>(after, 'input').files ?? [])].map((f) => f.name)).toEqual(['late.jpg']);
  });

  it('leaves a file field without a choice alone', () => {
    const html = '<form><input type="file" name="photo"></form>';
    const before = island(html);
    const snapshot = captureFields(before);
    expect(snapshot.fields.size).toBe(0);
    before.remove();
    const after = island(html);
    let changes = 0;
    q<HTMLInputElement>(after, 'input').addEventListener('change', () => changes++);
    restoreFields(after, snapshot);
    expect(changes).toBe(0);
  });

  it('never overwrites hidden fields: the component brings its own (a fresh form token)', () => {
    const before = island();
    q<HTMLInputElement>(before, '[name="_token"]').value = 'tampered';
    const snapshot = captureFields(before);
    before.remove();
    const after = island(FORM.replace('server-token', 'fresh-token'));
    restoreFields(after, snapshot);
    expect(q<HTMLInputElement>(after, '[name="_token"]').value).toBe('fresh-token');
  });

  it('puts the focus back on the same field, by its rank, with the caret where it was', () => {
    const before = island();
    const phone = q<HTMLInputElement>(before, '[name="phone"]');
    phone.value = '0476 12 34';
    phone.focus();
    phone.setSelectionRange(4, 4);
    const snapshot = captureFields(before);
    before.remove();

    // The rendered component has other ids than the server HTML: rank, not id, finds the field.
    const after = island(FORM.replaceAll('name="', 'id="x" name="'));
    restoreFields(after, snapshot);
    const active = document.activeElement as HTMLInputElement;
    expect(active.name).toBe('phone');
    expect(active.value).toBe('0476 12 34');
    expect([active.selectionStart, active.selectionEnd]).toEqual([4, 4]);
  });

  it('leaves the focus alone when it was outside the island', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const before = island();
    const snapshot = captureFields(before);
    expect(snapshot.focus).toBeNull();
    before.remove();
    restoreFields(island(), snapshot);
    expect(document.activeElement).toBe(outside);
  });
});

describe('what the component must hear about', () => {
  it('types the carried-over text, so its input handlers run (the offer words follow the amount)', () => {
    const before = island();
    q<HTMLInputElement>(before, '[name="firstName"]').value = 'Kim';
    const snapshot = captureFields(before);
    before.remove();
    const after = island();
    const heard: string[] = [];
    after.addEventListener('input', (e) => heard.push((e.target as HTMLInputElement).name));
    restoreFields(after, snapshot);
    expect(heard).toEqual(['firstName']);
  });

  it('presses again a button pressed before the code came, but never a submit button', () => {
    const html = '<div><button type="button" id="city">City</button><button type="submit">Send</button></div>';
    const before = island(html);
    const pressed = captureFields(before, q(before, '#city'));
    const submitted = captureFields(before, q(before, '[type="submit"]'));
    before.remove();
    const after = island(html);
    let clicks = 0;
    q(after, '#city').addEventListener('click', () => clicks++);
    after.querySelector('[type="submit"]')!.addEventListener('click', () => (clicks += 100));
    restoreFields(after, pressed);
    restoreFields(after, submitted);
    expect(clicks).toBe(1);
  });
});

describe('only what the visitor changed', () => {
  it('leaves alone the fields the visitor did not touch (the component may fill them in itself)', () => {
    const html = '<form><input name="amount"><input name="amountWords"></form>';
    const before = island(html);
    q<HTMLInputElement>(before, '[name="amount"]').value = '397000';
    const snapshot = captureFields(before);
    before.remove();
    const after = island(html);
    // The live form writes the words as the amount is typed in.
    after.addEventListener(
      'input',
      () => (q<HTMLInputElement>(after, '[name="amountWords"]').value = 'trois cent nonante-sept mille euros'),
    );
    restoreFields(after, snapshot);
    expect(q<HTMLInputElement>(after, '[name="amountWords"]').value).toBe('trois cent nonante-sept mille euros');
  });

  it('sends again, through the live form, a form sent before its code came', () => {
    const html = '<form><input name="firstName"><button type="submit" id="send">Send</button></form>';
    const before = island(html);
    const snapshot = captureFields(before, null, q(before, '#send'));
    before.remove();
    const after = island(html);
    const sent: (string | undefined)[] = [];
    after.querySelector('form')!.addEventListener('submit', (e) => {
      e.preventDefault();
      sent.push(e.submitter?.id);
    });
    restoreFields(after, snapshot);
    expect(sent).toEqual(['send']);
    // Nothing sent: nothing sent again.
    restoreFields(after, captureFields(after));
    expect(sent).toEqual(['send']);
  });
});
