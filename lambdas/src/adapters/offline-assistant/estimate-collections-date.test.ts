import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';
import { tuteoMarkers } from '../../../test/spanish.js';

/** Today in these tests is 2026-11-22: the bill is dated Nov 2, collections named for Dec 15. */
describe('a Good Faith Estimate dispute when the provider names a day for collections', () => {
  it('files the dispute now, before that day, and quotes only what they said', async () => {
    const answers = await conversation(
      'en',
      'no insurance. the imaging center gave me a good faith estimate of 1,150 for my knee MRI. bill dated nov 2 is 1,890.00. same place. can i fight this',
      "called them. they said the estimate was 'just an estimate' and the extra is because the radiologist added contrast. they want the full 1890 by dec 15 or it goes to collections",
    );
    const text = answers[1]!.response;
    expect(text).toContain('start the federal patient-provider dispute now, before December 15, 2026');
    expect(text).toContain(
      'I am starting the federal patient-provider dispute now, before the December 15, 2026',
    );
    expect(text).toContain("why it wasn't on your Good Faith Estimate");
    expect(text).not.toMatch(/for the lab|a lab's/);
    expect(text).not.toContain('will start the federal patient-provider dispute by');
  });

  it('reads a rephrasing with no currency and a different reason (another test added), in Spanish', async () => {
    const answers = await conversation(
      'es',
      'no tengo seguro. la clinica me dio un estimado de buena fe de 900 por una tomografia. la factura del 5 de noviembre es de 1500, misma clinica',
      'llame y dicen que la diferencia es porque el doctor agrego otro estudio, y que si no pago todo antes del 20 de diciembre la mandan a cobranza',
    );
    const text = answers[1]!.response;
    expect(text).toContain(
      'inicie ya la disputa federal entre paciente y proveedor, antes del 20 de diciembre de 2026',
    );
    expect(text).toContain('por algo que se agregó en la cita');
    expect(text).not.toContain('laboratorio');
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('still names the lab when the lab is what they said', async () => {
    const answers = await conversation(
      'en',
      'uninsured, got a good faith estimate of 800 for a procedure. bill dated nov 10 is 1,400 from the same clinic',
      'they said the difference is from the lab and i have to pay',
    );
    expect(answers[1]!.response).toContain('the difference is for the lab');
    expect(answers[1]!.response).not.toContain('something added at the visit');
  });
});
