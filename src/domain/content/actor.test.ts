import { describe, expect, it } from 'vitest';
import { actorWords } from './actor';

describe('actorWords (who changed the site, in the reader’s language)', () => {
  it('names the agency folder a command applied or imported, with the folder as given', () => {
    expect(actorWords('agency apply of ardenne-habitat/')).toEqual({ key: 'actorFolder', folder: 'ardenne-habitat/' });
    expect(actorWords('content import of ./content')).toEqual({ key: 'actorFolder', folder: './content' });
  });

  it('names the content files of the first start', () => {
    expect(actorWords('content files')).toEqual({ key: 'actorContentFiles' });
  });

  it('leaves a person as stored (an e-mail)', () => {
    expect(actorWords('sophie@ardenne-habitat.be')).toBeNull();
    expect(actorWords('an agency apply of x')).toBeNull();
  });
});
