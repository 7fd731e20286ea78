import { gunzipSync } from 'node:zlib';
import { RenderedPage, RenderedPages } from './rendered-pages';

describe('RenderedPages', () => {
  const page = (text: string) => new RenderedPage(200, Buffer.from(text));

  it('renders a page once for all the requests that want it, at once or later', async () => {
    const pages = new RenderedPages();
    const render = jest.fn(async () => page('<html>villa</html>'));
    const [first, second] = await Promise.all([pages.get('a', render), pages.get('a', render)]);
    const later = await pages.get('a', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(later).toBe(first);
    expect((await pages.get('b', render)) === first).toBe(false);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed rendering: the next request renders again', async () => {
    const pages = new RenderedPages();
    const failing = jest.fn(async (): Promise<RenderedPage> => {
      throw new Error('read failed');
    });
    await expect(pages.get('a', failing)).rejects.toThrow('read failed');
    const rendered = await pages.get('a', async () => page('ok'));
    expect((await rendered.body('identity')).toString()).toBe('ok');
  });

  it('compresses a page once per encoding', async () => {
    const rendered = page('<p>Costa Cantabria</p>'.repeat(100));
    const gzipped = await rendered.body('gzip');
    expect(await rendered.body('gzip')).toBe(gzipped);
    expect(gunzipSync(gzipped).toString()).toBe('<p>Costa Cantabria</p>'.repeat(100));
  });
});
