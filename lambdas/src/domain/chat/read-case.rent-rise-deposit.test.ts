import type { ChatMessage } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { readConversation } from './read-case.js';

const TODAY = '2026-11-22';

/** The person's turns, with Lane's answers between them, as the browser sends them back. */
function read(...turns: string[]) {
  const messages: ChatMessage[] = turns.flatMap((content, index) =>
    index < turns.length - 1
      ? [
          { role: 'user' as const, content },
          { role: 'assistant' as const, content: 'Here is a plan.' },
        ]
      : [{ role: 'user' as const, content }],
  );
  return readConversation(messages, TODAY).case;
}

const roles = (...turns: string[]) => read(...turns).amounts.map((amount) => [amount.text, amount.role]);

describe('a rise said as the rent from a day to come, with its difference', () => {
  it.each([
    [
      'pago 1,850. me pegaron una nota que desde el 1 de enero la renta es 2,150. son 300 mas!!',
      [
        ['1,850', 'current'],
        ['2,150', 'proposed'],
        ['300', 'over'],
      ],
    ],
    [
      'rent going from 1850 to 2150 starting jan 1, thats 300 more',
      [
        ['1850', 'current'],
        ['2150', 'proposed'],
        ['300', 'over'],
      ],
    ],
    [
      'pago $1,600 de renta y me dijeron que a partir de febrero seran $1,900, o sea 300 mas',
      [
        ['$1,600', 'current'],
        ['$1,900', 'proposed'],
        ['300', 'over'],
      ],
    ],
    [
      'subieron la renta 300, de 1850 a 2150',
      [
        ['300', 'over'],
        ['1850', 'current'],
        ['2150', 'proposed'],
      ],
    ],
  ])('"%s"', (text, expected) => {
    expect(read(text).subCase).toBe('rent_renewal_increase');
    expect(roles(text)).toEqual(expected);
  });

  it('reads "starting jan 1 my rent is 2150" and "la renta será de" as a rise', () => {
    expect(read('starting jan 1 my rent is 2150, i pay 1850 now').subCase).toBe('rent_renewal_increase');
    expect(read('vivo en sacramento. pago 1850 y la renta sera de 2150 en enero').subCase).toBe(
      'rent_renewal_increase',
    );
  });

  it('reads "starting feb 1 its 1,950 instead of 1,600" as the new rent and today’s', () => {
    const text = 'im month to month, landlord says starting feb 1 its 1,950 instead of 1,600';
    expect(read(text).subCase).toBe('rent_renewal_increase');
    expect(roles(text)).toEqual([
      ['1,950', 'proposed'],
      ['1,600', 'current'],
    ]);
  });

  it('reads "¿me tengo que mudar?" and "do i have to move out?", but not "tengo que ir a la oficina"', () => {
    expect(
      read('pago 1850 y desde enero la renta es 2150. puedo hacer algo o me tengo que mudar?').flags
        .mustMoveAsked,
    ).toBe(true);
    expect(
      read('rent going from 1850 to 2,150 starting jan 1. do i have to move out?').flags.mustMoveAsked,
    ).toBe(true);
    expect(
      read('pago 1850 y desde enero la renta es 2150. tengo que ir a la oficina?').flags.mustMoveAsked,
    ).toBeUndefined();
  });

  it('reads an earlier rise this year, but not a rise "en 300"', () => {
    expect(
      read('pago 1,850 y desde el 1 de enero la renta es 2,150. la ultima subida fue en enero de este año')
        .flags.earlierRise,
    ).toBe(true);
    expect(
      read('rent going from 1850 to 2150 starting jan 1. they already raised it in february').flags
        .earlierRise,
    ).toBe(true);
    expect(read('me subieron la renta en 300, de 1500 a 1800').flags.earlierRise).toBeUndefined();
  });

  it('keeps "desde hace 2 meses" a time ago, never a rise', () => {
    const kase = read('hay moho en el baño desde hace 2 meses y la renta es 1,100');
    expect(kase.subCase).toBe('rent_repairs');
  });
});

describe('the landlord’s answer to a rise: the rent law doesn’t apply, and leave if you don’t like it', () => {
  const RISE = 'vivo en sacramento, pago 1850 y desde el 1 de enero la renta es 2150';
  it.each([
    "el manager dice que la ley de control de renta no aplica porque los dueños son 'personas individuales, no una corporacion' y que si no me gusta me vaya",
    'el administrador dice que la ley de control de renta no aplica porque el dueño es una persona, y que si no le gusta que se vaya',
    'manager says rent control doesnt apply bc the owners are individuals, and if i dont like it i can leave',
  ])('"%s"', (reply) => {
    const kase = read(RISE, reply);
    expect(kase.subCase).toBe('rent_renewal_increase');
    expect(kase.flags.limitExemptClaimed).toBe(true);
    expect(kase.flags.toldToLeave).toBe(true);
    expect(roles(RISE, reply)).toEqual([
      ['1850', 'current'],
      ['2150', 'proposed'],
    ]);
  });

  it('reads "el dueño dice que su edificio esta exento" as the claim too', () => {
    expect(read(RISE, 'el dueño dice que su edificio esta exento').flags.limitExemptClaimed).toBe(true);
  });
});

describe('a deposit: the check that came back, the deductions listed, then the other side’s answer', () => {
  const DEPOSIT =
    'moved out may 31 after 2 yrs, deposit was 1,350. got a check for 600 in the mail today with a note: 450 repaint, 300 carpet cleaning. no receipts. theres like 2 nail holes from a poster';

  it('reads 600 as returned and 450 and 300 as kept, and the deductions as listed', () => {
    const kase = read(DEPOSIT);
    expect(kase.subCase).toBe('rent_deposit_withheld');
    expect(roles(DEPOSIT)).toEqual([
      ['1,350', 'deposit'],
      ['600', 'returned'],
      ['450', 'withheld'],
      ['300', 'withheld'],
    ]);
    expect(kase.flags.deductionsItemized).toBe(true);
    expect(kase.flags.nailHoles).toBe(true);
  });

  it('reads "recibí un cheque de 700" and "500 pintura y 300 limpieza" the same way in Spanish', () => {
    const text =
      'me mude el 30 de abril, mi deposito era de 1500 y recibi un cheque de 700 con una nota: 500 pintura y 300 limpieza de alfombra';
    expect(roles(text)).toEqual([
      ['1500', 'deposit'],
      ['700', 'returned'],
      ['500', 'withheld'],
      ['300', 'withheld'],
    ]);
    expect(read(text).flags.deductionsItemized).toBe(true);
  });

  it.each([
    [
      'They returned $600 of my $1,350 deposit, deducting $450 for paint and $300 for carpet cleaning',
      [
        ['$600', 'returned'],
        ['$1,350', 'deposit'],
        ['$450', 'withheld'],
        ['$300', 'withheld'],
      ],
    ],
    [
      'deposit 1350, they sent 600 back, kept 450 for painting and 300 for carpet',
      [
        ['1350', 'deposit'],
        ['600', 'returned'],
        ['450', 'withheld'],
        ['300', 'withheld'],
      ],
    ],
    [
      'me regresaron 600 de mi deposito de 1350 y me descontaron 450 de pintura y 300 de alfombra',
      [
        ['600', 'returned'],
        ['1350', 'deposit'],
        ['450', 'withheld'],
        ['300', 'withheld'],
      ],
    ],
  ])(
    'reads a deposit kept for paint and carpet as a landlord’s, "moved out" unsaid: "%s"',
    (text, expected) => {
      expect(read(text).subCase).toBe('rent_deposit_withheld');
      expect(roles(text)).toEqual(expected);
    },
  );

  it('reads "they’d sue me for the damages" beside a deposit as a countersuit threat', () => {
    const kase = read(
      'moved out june 1. deposit 1,350, got a check for 600, they kept 450 paint and 300 carpet',
      "they said they'd sue me for the damages if i go to court and the lease says i have to pay for carpet cleaning",
    );
    expect(kase.flags.countersuitThreat).toBe(true);
    expect(kase.flags.leaseClauseCited).toBe(true);
  });

  it('keeps "emailed them. manager says …" the same matter, with its countersuit and lease clause', () => {
    const kase = read(
      DEPOSIT,
      "emailed them. manager says if i take them to court they'll countersue for the nail holes and that my lease 'says tenant pays professional carpet cleaning at move out'",
    );
    expect(kase.subCase).toBe('rent_deposit_withheld');
    expect(kase.amounts.map((amount) => amount.text)).toEqual(['1,350', '600', '450', '300']);
    expect(kase.flags.countersuitThreat).toBe(true);
    expect(kase.flags.leaseClauseCited).toBe(true);
  });

  it('reads the Spanish countersuit and clause', () => {
    const kase = read(
      'me mude el 30 de abril, mi deposito era de 1500 y me devolvieron 700',
      'el administrador dice que el contrato dice que yo pago la limpieza y que si lo demando me va a contrademandar',
    );
    expect(kase.flags.countersuitThreat).toBe(true);
    expect(kase.flags.leaseClauseCited).toBe(true);
  });
});
