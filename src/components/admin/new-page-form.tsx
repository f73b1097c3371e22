'use client';

import { useActionState } from 'react';

/** The form drawn again: the values typed and the reasons it was refused (`round` tells one try from the next). */
export type NewPageState = { round: number; values: Record<string, string>; problems: string[] };

type NewPageTexts = {
  heading: string;
  intro: string;
  /** The title's label in each language the site shows, the default first: the languages asked. */
  title: Partial<Record<string, string>>;
  parent: string;
  top: string;
  menu: string;
  menus: Record<'main' | 'footer' | 'none', string>;
  create: string;
};

type Props = {
  texts: NewPageTexts;
  parents: { id: string; title: string }[];
  action: (state: NewPageState, form: FormData) => Promise<NewPageState>;
};

/** Makes a new page as a draft from its titles in the site's languages; the editor then fills it in. */
export function NewPageForm({ texts, parents, action }: Props) {
  const [state, formAction, pending] = useActionState(action, { round: 0, values: {}, problems: [] });
  const v = state.values;
  return (
    <form
      action={formAction}
      className="space-y-4 rounded-xl border border-line bg-white p-4"
      aria-labelledby="new-page"
      noValidate
    >
      <h2 id="new-page" className="text-2xl">
        {texts.heading}
      </h2>
      <p className="max-w-3xl text-muted">{texts.intro}</p>
      {state.problems.length > 0 && (
        <ul role="alert" className="list-disc rounded-lg border border-danger bg-danger-bg p-3 pl-8 text-danger-ink">
          {state.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div key={state.round} className="grid gap-4 md:grid-cols-3">
        {Object.keys(texts.title).map((lang) => (
          <label key={lang} className="block">
            <span className="mb-1 block font-medium">{texts.title[lang]}</span>
            <input
              name={`title_${lang}`}
              lang={lang}
              defaultValue={v[lang] ?? ''}
              maxLength={120}
              required
              className="field"
            />
          </label>
        ))}
        <label className="block">
          <span className="mb-1 block font-medium">{texts.parent}</span>
          <select name="parentId" defaultValue={v.parentId ?? ''} className="field">
            <option value="">{texts.top}</option>
            {parents.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-medium">{texts.menu}</span>
          <select name="menu" defaultValue={v.menu ?? 'main'} className="field">
            {(['main', 'footer', 'none'] as const).map((m) => (
              <option key={m} value={m}>
                {texts.menus[m]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {texts.create}
      </button>
    </form>
  );
}
