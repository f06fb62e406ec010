import { describe, expect, it } from 'vitest';
import { claimsOf, evidenceOf } from './claims.js';

describe('claimsOf: what the other side claimed with its no', () => {
  it.each([
    ['the gym manager says no record of cancel and they can only refund 1 month', 'no_record'],
    ['they told me they dont have any record of my cancellation', 'no_record'],
    ['me dijeron que no aparece en el sistema', 'no_record'],
    ['dicen que no tienen registro de mi cancelacion', 'no_record'],
    ['lady said the no surprises thing doesnt apply bc i signed a consent form', 'you_signed'],
    ['they said you signed a waiver so its on you', 'you_signed'],
    ['me dice que firmé un formulario de autorizacion', 'you_signed'],
    ['rep said its correct and due dec 8', 'correct'],
    ['they say the charge is valid', 'correct'],
    ['dicen que los otros 2 son correctos segun el contrato de la cuenta', 'correct'],
    ['me dijeron que no hay grabacion de la llamada', 'no_recording'],
    ['they said the call wasnt recorded', 'no_recording'],
    ['the airline says the agency must refund', 'other_party'],
    ['la aerolinea dice que el reembolso lo tiene que dar la agencia de viajes', 'other_party'],
    ['el banco dice que le toca al seguro', 'other_party'],
    ['el dueño ahora dice que si le llamaron a mi esposo y que el dijo que si', 'authorized'],
    ['the manager now says my wife approved it over the phone', 'authorized'],
    ['the shop says i authorized the extra work', 'authorized'],
    ['el taller insiste en que yo lo autoricé por teléfono', 'authorized'],
    ['they say the resort fee was in the confirmation email and they wont remove it', 'disclosed'],
    ['me contestaron que estaba en la letra pequeña', 'disclosed'],
    ["landlord replied by text 'paint and carpet are standard deductions, read your lease.'", 'standard'],
    ['el taller dice que es normal cobrar eso', 'standard'],
    ["mandaron otra carta que dice 'la deuda ha sido verificada'", 'verified'],
  ])('"%s" → %s', (message, claim) => {
    expect(claimsOf(message)).toContain(claim);
  });

  it('reads nothing from the person’s own question or words no one reported', () => {
    expect(claimsOf('now the dentist bill says i owe 935. is that correct?')).toEqual([]);
    expect(claimsOf('the charge is correct but the second one is not')).toEqual([]);
    expect(claimsOf('i never signed a waiver')).toEqual([]);
    expect(claimsOf('llame al banco y me dijeron que no')).toEqual([]);
    expect(claimsOf('they said no, so i have to pay it today')).toEqual([]);
    expect(claimsOf('the rep said my complaint is valid but they cant refund')).toEqual([]);
    expect(claimsOf('they said the promo ended and this is the regular rate')).toEqual([]);
    expect(claimsOf('me dijeron que mi reclamo es valido pero no pueden')).toEqual([]);
  });

  it('reads a signature asked for as a condition of an offer as no claim that the person signed', () => {
    expect(
      claimsOf('el administrador dice que me la deja en 1,650 si firmo un contrato de 12 meses hoy mismo'),
    ).toEqual([]);
    expect(claimsOf('el dueño dice que quiere que firme un contrato nuevo')).toEqual([]);
    expect(claimsOf('me dijo que firmé un contrato que lo permite')).toContain('you_signed');
  });
});

describe('evidenceOf: the proof the person holds', () => {
  it('quotes a short phrase from the confirmation email (Spanish, no accents)', () => {
    expect(
      evidenceOf(["no hay grabacion. tengo el correo de confirmacion que dice '12 month promotional rate'"]),
    ).toEqual([{ kind: 'confirmation_email', quote: '12 month promotional rate' }]);
  });

  it('reads the lease the person quotes back, not the one the other side reads', () => {
    expect(
      evidenceOf([
        "landlord said 'standard deductions'. lease says nothing about repaint, it says tenant returns unit 'broom clean, normal wear and tear excepted'",
      ]),
    ).toContainEqual({ kind: 'lease', quote: 'broom clean, normal wear and tear excepted' });
    expect(evidenceOf(["jake says the lease says we're all 'jointly liable'"])).toEqual([]);
  });

  it('reads a document the other side cites later in the same sentence as their claim, never the person’s proof', () => {
    // The roofer's words: "he says … and the contract says 10% cancelation fee".
    expect(
      evidenceOf([
        'i texted him we want to cancel. he says the 3k is nonrefundable bc he already ordered shingles and the contract says 10% cancelation fee so we owe him 1,450 on top of that',
      ]),
    ).toEqual([]);
    expect(
      evidenceOf([
        "called the gym. manager says their system shows no cancellation and the contract says you have to cancel by certified letter, so they will only refund 1 month as a 'courtesy'",
      ]),
    ).toEqual([]);
    // Other wordings, and Spanish without accents.
    expect(
      evidenceOf([
        'the owner told me the deposit is gone and our agreement says a 15% restocking fee applies',
      ]),
    ).toEqual([]);
    expect(
      evidenceOf([
        'el gerente dice que no hay cancelacion y que el contrato dice que hay que cancelar por carta certificada',
      ]),
    ).toEqual([]);
    expect(
      evidenceOf(['me dijeron que el deposito no se devuelve y el contrato dice 10% de penalidad']),
    ).toEqual([]);
  });

  it('still reads the person’s own document after "but" or in a new sentence', () => {
    expect(
      evidenceOf(['he says the fee is owed but the contract says cancel within 3 days for a full refund']),
    ).toEqual([{ kind: 'contract', says: 'cancel within 3 days for a full refund' }]);
    expect(evidenceOf(['el dice que se debe. el contrato dice que puedo cancelar sin costo'])).toEqual([
      { kind: 'contract', says: 'puedo cancelar sin costo' },
    ]);
  });

  it('keeps the words a contract says, unquoted, when short', () => {
    expect(evidenceOf(['the contract says changes need a signed change order. he wants 8,900'])).toEqual([
      { kind: 'contract', says: 'changes need a signed change order' },
    ]);
  });

  it('reads each proof in a list, and what photos show', () => {
    expect(evidenceOf(['tengo el recibo y el papel de cancelación'])).toEqual([
      { kind: 'receipt' },
      { kind: 'cancellation_proof' },
    ]);
    expect(evidenceOf(['left it clean, have photos from move out day. im in illinois'])).toEqual([
      { kind: 'photos', of: 'from move out day' },
    ]);
    expect(evidenceOf(['tengo fotos y captura de pantalla'])).toEqual([
      { kind: 'photos' },
      { kind: 'screenshot' },
    ]);
    expect(evidenceOf(['me dieron un papel de cancelacion'])).toEqual([{ kind: 'cancellation_proof' }]);
    expect(
      evidenceOf([
        "i dont have a cancellation paper just the email they sent saying 'we're sorry to see you go' dated jul 14",
      ]),
    ).toEqual([{ kind: 'email', quote: "we're sorry to see you go", dated: 'jul 14' }]);
  });

  it('never reads proof the person lacks', () => {
    expect(evidenceOf(["I don't have the receipt", 'no tengo el recibo', 'i didnt take photos'])).toEqual([]);
  });
});

describe('claimsOf: a supplier holding that the whole order came', () => {
  it('reads the driver, the signed receipt and the employee who signed, in both languages', () => {
    expect(claimsOf('el vendedor dice que el chofer entrego 48 y que el recibo firmado lo prueba')).toContain(
      'delivered_in_full',
    );
    expect(claimsOf('me dicen que el repartidor dejo las 60 y que mi empleada firmo')).toContain(
      'delivered_in_full',
    );
    expect(claimsOf('they say their driver delivered all 30 and my cook signed the delivery slip')).toContain(
      'delivered_in_full',
    );
    expect(claimsOf('the rep says the signed receipt proves it')).toContain('delivered_in_full');
  });

  it('does not read a refund they say they sent as a delivery', () => {
    expect(claimsOf('they say they sent the refund last week')).not.toContain('delivered_in_full');
  });
});
