import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { escalationFor } from './escalation.js';
import { readConversation } from '../chat/read-case.js';
it('probe', () => {
  for (const s of JSON.parse(readFileSync('/tmp/wt15e/scen2.json', 'utf8'))) {
    const r = escalationFor({ messages: s.messages, lang: s.lang, today: '2026-11-24' });
    const k = readConversation(s.messages, '2026-11-24').case;
    process.stdout.write(
      `### ${s.id} sub=${k.subCase} conf=${k.confidence} amounts=${JSON.stringify(k.amounts.map((a) => [a.text, a.role, a.per, a.count]))}\nREG: ${r.steps.map((x) => x.name).join(' | ')}\n${r.narrative.text}\nQ: ${r.questions.length}\n\n`,
    );
  }
}, 120000);
