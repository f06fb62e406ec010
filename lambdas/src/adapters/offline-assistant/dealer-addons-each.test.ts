import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';
import { tuteoMarkers } from '../../../test/spanish.js';

const ES =
  'compre un carro usado el 3 de nov, financiado a 72 meses al 14.9%. revisando los papeles veo garantia extendida 2,400 y seguro GAP 895 metidos en el prestamo. yo NO pedi garantia extendida, nadie me explico. el vendedor solo dijo firme aqui. se puede quitar?';
const ES_NO =
  'el gerente dice que la garantía era obligatoria para que me aprobaran el préstamo y que ya no se puede cancelar';
const EN =
  'bought a used car nov 10, financed 60 months at 11.5%. the contract has a service contract 1850 and gap 695 and window etching 299 rolled in the loan. never asked for them. can i cancel?';

describe('several dealer add-ons, each with its own price', () => {
  it('keeps each figure, totals them and works the loan cost out on the total', async () => {
    const [first] = await conversation('es', ES);
    const { strategy, phone_script, email } = first!.sections;
    expect(strategy).toContain('la garantía extendida (2,400) y el seguro GAP (895), $3,295 en total:');
    expect(strategy).toContain('los $3,295 de extras le suman unos $69.49 al mes');
    expect(strategy).toContain('$1,709 de ellos en intereses');
    expect(phone_script).toContain('la garantía extendida (2,400) y el seguro GAP (895)');
    expect(email.body).toContain('la garantía extendida (2,400) y el seguro GAP (895)');
    expect(`${strategy}${email.body}`).not.toContain('extras de 2,400');
    expect(first!.response).not.toContain('que firme.');
    expect(tuteoMarkers(first!.response)).toEqual([]);
  });

  it('then quotes what the dealer said and cancels each product under its own contract', async () => {
    const [, second] = await conversation('es', ES, ES_NO);
    const { strategy, email } = second!.sections;
    expect(strategy).toContain('("obligatoria", "ya no se puede cancelar")');
    expect(strategy).toContain(
      'pida el reembolso de cada uno, la garantía extendida (2,400) y el seguro GAP (895),',
    );
    expect(strategy).toContain('$69.49 al mes');
    expect(strategy).not.toContain('Los contratos son finales');
    expect(email.body).toContain(
      'Cancelo la garantía extendida (2,400) y el seguro GAP (895), $3,295 en total',
    );
    expect(second!.response).not.toContain('reembolso de los 2,400');
    expect(tuteoMarkers(second!.response)).toEqual([]);
  });

  it('in English, with etching apart and no currency sign: each contract refunded on its own', async () => {
    const [first, second] = await conversation(
      'en',
      EN,
      "finance manager said the gap was required by the bank and it can't be cancelled now",
    );
    expect(first!.sections.strategy).toContain('$2844 in all');
    expect(first!.sections.strategy).toContain('about $62.55 a month');
    const { strategy } = second!.sections;
    expect(strategy).toContain('About what the dealer told you ("required", "can\'t be cancelled")');
    expect(strategy).toContain(
      "each one's own refund, the extended warranty (1850) and the GAP coverage (695),",
    );
    expect(strategy).not.toContain('refund of the 1850');
  });
});
