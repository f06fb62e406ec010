import { describe, expect, it } from 'vitest';
import { PRERENDERED_DATA_ID, readPrerenderedPage, serializePrerenderedPage } from './prerendered';

function documentWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (json !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = PRERENDERED_DATA_ID;
    block.textContent = json;
    doc.body.append(block);
  }
  return doc;
}

describe('the prerendered page data', () => {
  it('round-trips the language and catalogues, with nothing that could close its <script>', () => {
    const page = {
      language: 'es' as const,
      catalogues: { common: { brand: 'Lane </script><script>alert(1)</script> <!--' } },
    };
    const json = serializePrerenderedPage(page);
    expect(json).not.toContain('<');
    expect(readPrerenderedPage(documentWith(json))).toEqual(page);
  });

  it('is absent on the client-rendered pages and ignored when it names no known language', () => {
    expect(readPrerenderedPage(documentWith(null))).toBeNull();
    expect(readPrerenderedPage(documentWith('{"language":"fr","catalogues":{}}'))).toBeNull();
  });
});
