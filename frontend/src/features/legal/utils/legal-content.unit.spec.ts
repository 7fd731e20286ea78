import { describe, expect, it } from '@jest/globals';
import { parseLegalContent } from './legal-content';

describe('parseLegalContent', () => {
  it('keeps the order of sections, paragraphs and lists as the catalogue writes them', () => {
    const content = parseLegalContent({
      title: 'Aviso legal',
      description: 'Datos del titular',
      intro: 'Intro',
      sections: {
        owner: { title: 'Titular', list: { name: 'Nombre', taxId: 'NIF' }, p1: 'Después de la lista' },
        law: { title: 'Ley', p1: 'Uno', p2: 'Dos' },
      },
    });
    expect(content).toEqual({
      title: 'Aviso legal',
      description: 'Datos del titular',
      intro: 'Intro',
      sections: [
        {
          id: 'owner',
          title: 'Titular',
          blocks: [
            { kind: 'list', key: 'list', items: ['Nombre', 'NIF'] },
            { kind: 'paragraph', key: 'p1', text: 'Después de la lista' },
          ],
        },
        {
          id: 'law',
          title: 'Ley',
          blocks: [
            { kind: 'paragraph', key: 'p1', text: 'Uno' },
            { kind: 'paragraph', key: 'p2', text: 'Dos' },
          ],
        },
      ],
    });
  });

  it('returns null for what is not a document (e.g. the key itself while the catalogue loads)', () => {
    expect(parseLegalContent('privacy')).toBeNull();
    expect(parseLegalContent({ title: 'x' })).toBeNull();
    expect(parseLegalContent(null)).toBeNull();
  });
});
