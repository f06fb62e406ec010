import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { readConversation } from '../../../domain/chat/read-case.js';
import { ruleOn } from '../../../domain/chat/rights.js';

const TODAY = '2026-11-22';

const read = (...turns: string[]) => {
  const messages = turns.flatMap((content, index) => [
    { role: 'user' as const, content },
    ...(index < turns.length - 1 ? [{ role: 'assistant' as const, content: 'ok' }] : []),
  ]);
  return readConversation(messages, TODAY).case;
};

describe('reading a collector after someone else', () => {
  it('reads the relation, the name and the calls, and gives the third party its own right', () => {
    const kase = read(
      'un cobrador me llama todos los dias preguntando por mi hermano Luis por una deuda de una tarjeta de él, 2,300. esa deuda NO es mía, yo nunca firmé nada. me llamaron 9 veces esta semana',
    );
    expect(kase.flags.someoneElsesDebt).toBe(true);
    expect(kase.otherDebtor).toEqual({ relation: 'brother', name: 'Luis' });
    expect(kase.calls).toEqual({ count: 9, per: 'week' });
    const rights = ruleOn(kase, TODAY).rights.map((right) => right.id);
    expect(rights).toEqual(expect.arrayContaining(['fdcpa-location-only', 'fdcpa-call-frequency']));
    expect(rights).not.toContain('debt-validation');
  });

  it('takes the relation said with the debt, not another one named beside it', () => {
    const kase = read(
      "collection agency calls me about my dad's credit card debt of $5,200, not mine, he lives with my sister now",
    );
    expect(kase.otherDebtor?.relation).toBe('father');
  });

  it('names a stranger as written, and a co-signed loan stays the person’s own', () => {
    expect(
      read('a collector keeps calling asking for someone named Mike Torres about a 900 debt').otherDebtor,
    ).toEqual({
      relation: 'stranger',
      name: 'Mike Torres',
    });
    expect(
      read("a collector is calling me about my brother's car loan that i cosigned, 6,000").flags
        .someoneElsesDebt,
    ).toBe(false);
  });

  it("a grown son or daughter is another person; a child's bill is not read as someone else's", () => {
    expect(
      read("a collector keeps calling me about my adult son's credit card, 2,100, i never signed anything")
        .otherDebtor,
    ).toEqual({ relation: 'son' });
    expect(read('me llaman por la deuda de mi hijo de 25 años, 1,300, yo no firmé nada').otherDebtor).toEqual(
      {
        relation: 'son',
      },
    );
    expect(
      read("a collector called me about my son's hospital bill of 900, he is 8").flags.someoneElsesDebt,
    ).toBe(undefined);
  });

  it('reads a letter addressed to the person, in English and Spanish', () => {
    for (const [first, later] of [
      [
        'a debt collector calls me every day asking for my brother Luis about his card debt of 2,300, not mine',
        'i got a letter addressed to me today saying i have 30 days to pay the 2,300',
      ],
      [
        'me llaman buscando a mi hermana por una deuda de 900, no es mía',
        'ayer me llegó una carta dirigida a mí por los 900',
      ],
    ] as const) {
      const kase = read(first, later);
      expect(kase.flags.letterInMyName, later).toBe(true);
      expect(kase.dates.find((date) => date.role === 'notice')?.iso, later).toBe(
        later.startsWith('ayer') ? '2026-11-21' : TODAY,
      );
    }
  });

  it('a letter in the person’s own name, come today, starts their 30 days', () => {
    const kase = read(
      'un cobrador me llama preguntando por mi hermano Luis por una deuda de 2,300, no es mía',
      "hoy llegó una carta a MI nombre de la agencia diciendo que tengo 30 días para pagar los 2,300 o 'tomarán acción legal'",
    );
    expect(kase.flags.letterInMyName).toBe(true);
    expect(kase.dates).toContainEqual({ text: 'hoy', iso: TODAY, role: 'notice' });
    const ruling = ruleOn(kase, TODAY);
    expect(ruling.rights.find((right) => right.id === 'debt-validation')?.deadline?.iso).toBe('2026-12-22');
  });
});

describe('answering a collector after someone else', () => {
  it('says "unless you signed for it" when the person never said they did not (a parent\'s bill)', async () => {
    const [said] = await conversation(
      'en',
      "a hospital collections agency keeps calling me about my mom's hospital bill of 4,000, i'm not on the account",
    );
    expect(said!.response).toContain("This is your mother's debt, not yours: you never signed for it");
    const [unsaid] = await conversation(
      'en',
      'I keep getting calls from Midland Credit Management asking for my sister, she owes them 1,500. what do i do',
    );
    expect(unsaid!.response).toContain(
      "This is your sister's debt, not yours: unless you signed for it (as a co-signer or guarantor), you owe nothing on it",
    );
  });

  it('says the debt is not theirs, never disputes it as their own, and asks the calls to stop (es)', async () => {
    const [first, second, third] = await conversation(
      'es',
      'un cobrador me llama todos los dias preguntando por mi hermano Luis por una deuda de una tarjeta de él, 2,300. esa deuda NO es mía, yo nunca firmé nada. él vivió en mi casa hasta el año pasado pero ya no. me llamaron 9 veces esta semana',
      'hoy me dijeron que si no les doy la dirección nueva de mi hermano van a seguir llamando, y que como él puso mi casa como dirección pueden embargar mi casa',
      "hoy llegó una carta a MI nombre de la agencia diciendo que tengo 30 días para pagar los 2,300 o 'tomarán acción legal'",
    );
    expect(first!.response).toContain('Esta deuda es de su hermano Luis, no de usted');
    expect(first!.response).toContain('12 CFR 1006.10');
    expect(first!.response).toContain('9 llamadas en una semana son más de las 7 en 7 días');
    expect(first!.response).toContain('No soy Luis');
    expect(first!.response).not.toMatch(
      /Nunca tuve una cuenta con el acreedor original|IdentityTheft|pido su validación/,
    );

    expect(second!.response).toContain('No tiene que darles la dirección de su hermano');
    expect(second!.response).toContain('Su casa no responde por la deuda de su hermano');
    expect(second!.response).not.toMatch(/Un no por teléfono|Me dijeron que no|sueldo/);

    expect(third!.response).toContain('a más tardar el 22 de diciembre de 2026');
    expect(third!.response).toContain('Disputa: no soy Luis');
    expect(third!.response).toContain('no un plazo para pagar');
    expect(third!.response).not.toMatch(
      /embargar hoy|sueldo|Solo hoy|pagar la cuenta en cobranza de 2,300 hoy/,
    );
    for (const answer of [first!, second!, third!]) {
      expect(answer.response.length).toBeLessThanOrEqual(4000);
      expect(tuteoMarkers(answer.response)).toEqual([]);
    }
  });

  it('answers the same in English, with the property threat and a letter come yesterday', async () => {
    const [first, second, third] = await conversation(
      'en',
      'debt collector keeps calling me looking for my ex-husband about his car loan, 8,400. i never cosigned anything. they call like 3 times a day',
      "they said if i don't tell them where he lives they'll put a lien on my house",
      'now i got a letter in my name yesterday saying i owe the 8400',
    );
    expect(first!.response).toContain("This is your ex's debt, not yours");
    expect(first!.response).toContain('3 calls a day is about 21 a week');
    expect(second!.response).toContain("Your home can't be taken for your ex's debt");
    expect(second!.response).toContain("You don't have to give them your ex's address");
    expect(third!.response).toContain('mail a dispute by December 21, 2026');
    expect(third!.response).toContain('I dispute it in full');
  });
});
