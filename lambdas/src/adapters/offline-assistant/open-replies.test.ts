import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';
import { tuteoMarkers } from '../../../test/spanish.js';

/** Follow-ups that are neither a no nor an offer, and the close of a talk that agreed nothing. */
describe('a review promised ("wait 7 more days, they will look into it") is not a no', () => {
  it('takes the time, gets the answer date in writing, and never climbs the no ladder (en)', async () => {
    const [, second] = await conversation(
      'en',
      'my gym charged me $49.99 twice this month, on nov 1 and nov 3. i want one of them back',
      'they told me to wait 7 more days and they will look into it',
    );
    const text = second!.response;
    expect(text).toContain(
      "That isn't a no: they said they'll look into it within 7 days (by November 29, 2026)",
    );
    expect(text).toContain('reference number');
    expect(text).not.toContain('A first no is normal');
    expect(text).not.toContain('I was told no');
    // The 7 days are a time, not a figure to keep in view.
    expect(second!.sections.talking_points.join('\n')).not.toMatch(/:[^.]*\b7\b/u);
  });

  it('says the same in Spanish with "dentro de 10 días", holding to the right meanwhile', async () => {
    const [, second] = await conversation(
      'es',
      'el hospital me cobro 2,340 por una visita a emergencias y mi seguro dice que solo debo 400. quiero que corrijan la factura',
      'me dijeron que lo revisan dentro de 10 dias',
    );
    const text = second!.response;
    expect(text).toContain(
      'Eso no es un no: dijeron que lo van a revisar dentro de 10 días (antes del 2 de diciembre de 2026)',
    );
    expect(text).not.toContain('Un no por teléfono no termina su derecho');
    expect(text).not.toContain('Me dijeron que no');
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('reads "otro departamento" and a bank\'s wait as a review, never as a no about the opt-in', async () => {
    const [, second] = await conversation(
      'es',
      'me cobraron 35 de cargo por sobregiro en mi banco, es la primera vez en 5 años',
      'me dijeron que tengo que esperar 7 dias mas para que lo revise otro departamento',
    );
    expect(second!.response).toContain('dentro de 7 días (antes del 29 de noviembre de 2026)');
    expect(second!.response).not.toContain('Un no no responde su pregunta');
  });

  it('counts business days and says "about" (en)', async () => {
    const [, second] = await conversation(
      'en',
      'my internet provider charged me a 120 early termination fee even though i moved and they dont serve my new address',
      'the rep escalated it and said someone will call me back in 3-5 business days',
    );
    expect(second!.response).toContain('within 5 business days (by about November 27, 2026)');
  });
});

describe('a reply the person did not understand gets the next step and one question', () => {
  it('never reads "algo de un plan nuevo, no entendí" as a no (es)', async () => {
    const [, second] = await conversation(
      'es',
      'mi compañía de internet me subio la factura de 60 a 95 sin avisar. quiero que me regresen al precio de antes',
      'me dijeron algo de un plan nuevo pero no entendi bien',
    );
    const text = second!.response;
    expect(second!.sections.questions).toEqual([
      '¿Qué le dijeron exactamente: se negaron, le ofrecieron algo (¿cuánto?) o le pidieron esperar?',
    ]);
    expect(text).toContain('retención');
    expect(text).not.toContain('Me dijeron que no');
    expect(text).not.toContain('Un primer no es normal');
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('does the same in English for a landlord', async () => {
    const [, second] = await conversation(
      'en',
      'my landlord wants to raise my rent from 1,400 to 1,650 at renewal next month. i have lived here 4 years and always paid on time',
      'he said something about the lease and market rates but im not sure what he meant',
    );
    expect(second!.sections.questions).toHaveLength(1);
    expect(second!.sections.questions[0]).toContain('What exactly did they say');
    expect(second!.response).not.toContain('I understand the answer is no');
  });
});

describe('after a refusal or a threat, nothing was agreed', () => {
  it('closes by asking for their answer in writing, never "confirm what we agreed" (en, es)', async () => {
    const [, en] = await conversation(
      'en',
      'i got a job offer for 62,000 and i want to ask for 70,000',
      'the recruiter said absolutely not and that they could pull the offer',
    );
    expect(en!.sections.phone_script).not.toContain('what we agreed');
    expect(en!.sections.phone_script).toContain('Could you send me your answer in a short email');
    const [, es] = await conversation(
      'es',
      'me ofrecieron un trabajo por 45,000 al año y quiero pedir 52,000',
      'la reclutadora dijo que no y que si insisto retiran la oferta',
    );
    expect(es!.sections.phone_script).not.toContain('lo que acordamos');
    expect(es!.sections.phone_script).toContain('¿Me puede enviar su respuesta en un correo breve');
    expect(tuteoMarkers(es!.response)).toEqual([]);
  });

  it('keeps "what we agreed" when they did agree', async () => {
    const [, yes] = await conversation(
      'en',
      'i got a job offer for 62,000 and i want to ask for 70,000',
      'they said yes to 70,000 and will send the new offer letter',
    );
    expect(yes!.sections.phone_script).not.toContain('Could you send me your answer in a short email');
    expect(yes!.sections.phone_script).toContain('what we agreed');
  });
});

describe("the person's own worry is never the other side's figure", () => {
  it('"son 300 de mi dinero que no tengo" adds no charge and no offer (es)', async () => {
    const [, second] = await conversation(
      'es',
      'hay 2 cargos en mi tarjeta de debito que no hice, 150 y 150, del 18 de nov',
      'el banco dice que lo investigan. son 300 de mi dinero que no tengo',
    );
    expect(second!.response).not.toContain('150 y 300');
    expect(second!.response).not.toMatch(/oferta de 300|ofrecieron 300/u);
  });
});
