import { describe, expect, it } from 'vitest';
import { readConversation } from './read-case.js';

const TODAY = '2026-11-22';

const read = (...turns: string[]) => {
  const messages = turns.flatMap((content, index) => [
    { role: 'user' as const, content },
    ...(index < turns.length - 1 ? [{ role: 'assistant' as const, content: 'ok' }] : []),
  ]);
  return readConversation(messages, TODAY).case;
};

describe('a payment the person sent to a scammer posing as their bank', () => {
  it('reads "yo misma mandé" as the person’s own payment, and the caller as the bank', () => {
    const kase = read(
      'me llamaron el 12 de noviembre diciendo q eran del departamento de fraude de mi banco, el numero salia como el del banco, y me dijeron q lo mandara por zelle a una cuenta segura. yo misma mande 850.',
    );
    expect(kase.flags.unauthorized).toBe(false);
    expect(kase.flags.bankImpostor).toBe(true);
  });

  it('reads the same in other words: "lo mandé yo mismo", "i sent it myself", "from my bank’s fraud department"', () => {
    expect(
      read('me dijeron que era urgente y 1200 los mande yo mismo por zelle, decian ser del banco').flags
        .unauthorized,
    ).toBe(false);
    const en = read(
      'a man said he was from my bank’s fraud department and told me to move my savings. i sent 640 via zelle myself on nov 18',
    );
    expect(en.flags.unauthorized).toBe(false);
    expect(en.flags.bankImpostor).toBe(true);
  });

  it('reads typed-fast versions too: a bank’s name before "fraud dept", "my self", "they had me send"', () => {
    const typos = read(
      'somone calld sayin they were from wells fargo fraud dept and i zelled them 500 my self. bank says it wasnt them',
    );
    expect(typos.flags.unauthorized).toBe(false);
    expect(typos.flags.bankImpostor).toBe(true);
    const hadMe = read(
      "got a call from 'my bank' fraud team, number looked like my bank. they had me send 700 on zelle to protect it. now its gone",
    );
    expect(hadMe.flags.unauthorized).toBe(false);
    expect(hadMe.flags.bankImpostor).toBe(true);
    const es = read('me hablaron diciendo q eran de seguridad del banco y les envie 600 por zelle yo mismo');
    expect(es.flags.unauthorized).toBe(false);
    expect(es.flags.bankImpostor).toBe(true);
  });

  it('reads a "recovery" agency or lawyer that wants money first as a recovery scam', () => {
    for (const later of [
      'el banco dijo que no. ahora me llamo una agencia que recupera dinero de estafas y que cobra 150 adelantado',
      'el banco me nego el reclamo. un abogado me escribio que puede recuperar el dinero si le pago 300 por adelantado',
      'bank denied it. now an asset recovery firm says they can get my 2400 back for a $400 retainer up front',
    ]) {
      expect(
        read('i sent 900 by zelle to a scammer who said he was from my bank', later).flags.recoveryFeeAsked,
        later,
      ).toBe(true);
    }
  });
});

describe('a "recovery" firm after lost money, told first', () => {
  it('is a scam after a lost payment, never a collector after a debt', () => {
    for (const text of [
      'a recovery company called saying for 250 upfront they get my zelle money back',
      'una agencia que recupera dinero de estafas me llamo, cobra 150 adelantado para recuperar lo que mande por zelle',
    ]) {
      const kase = read(text);
      expect(kase.flags.recoveryFeeAsked, text).toBe(true);
      expect(kase.area, text).not.toBe('debt_collection');
      expect(kase.flags.collector, text).toBeUndefined();
    }
    expect(read('portfolio recovery says i owe 900 on an old card').area).toBe('debt_collection');
  });
});

describe('a collector’s debt the person never opened', () => {
  it('reads "I did NOT ever open a card with that store" as not theirs', () => {
    const kase = read(
      'got a letter from Ridgeway Recovery dated nov 2 saying i owe 1,347.22 on a store credit card. I did NOT ever open a card with that store.',
    );
    expect(kase.subCase).toBe('debt_validation');
    expect(kase.flags.unauthorized).toBe(true);
  });

  it('reads a "collection letter" as a collector’s', () => {
    const kase = read(
      'got a collection letter dated nov 3 saying i owe 2310 on a credit card. i never had that card',
    );
    expect(kase.area).toBe('debt_collection');
    expect(kase.flags.unauthorized).toBe(true);
  });

  it('reads two different birth years as someone else’s papers, never as an old debt', () => {
    const kase = read(
      'a collector says i owe 1,347.22 on a store card i never opened. i sent the dispute.',
      'they mailed back a copy of the application, its for Robert Alvarez born 1986. I am Roberto Alvarez born 1958. same street different apt number',
    );
    expect(kase.flags.otherPersonsDebt).toBe(true);
    expect(kase.flags.oldDebt).toBeUndefined();
    expect(kase.subCase).toBe('debt_validation');
    expect(kase.birthYears).toEqual({ theirs: 1986, mine: 1958 });
    expect(kase.debtYear).toBeUndefined();
  });

  it('never takes a birth year for the year of the debt', () => {
    expect(read('I was born in 1958 and a collector says i owe 900 on a card').debtYear).toBeUndefined();
  });

  it('keeps the collector’s matter when the papers in Spanish name another person', () => {
    const kase = read(
      'me llego carta de una agencia de cobranza del 5 de noviembre, dicen que debo 980 de una tarjeta de una tienda. yo nunca abri esa tarjeta.',
      'me dijeron que si no pago 100 hoy me embargan',
      'me mandaron la solicitud de la tarjeta, es de Jose Ramirez nacido en 1990, yo soy Jose Ramires nacido en 1955, misma calle otro apartamento',
    );
    expect(kase.area).toBe('debt_collection');
    expect(kase.flags.otherPersonsDebt).toBe(true);
    expect(kase.flags.oldDebt).toBeUndefined();
    expect(kase.birthYears).toEqual({ theirs: 1990, mine: 1955 });
  });

  it('still reads a year long past as an old debt when no birth is named', () => {
    expect(
      read('a collector is after me for a credit card from 2009, i havent paid since then').flags.oldDebt,
    ).toBe(true);
  });
});

describe('federal benefits named beside a garnishment threat', () => {
  it('reads Social Security or SSI as the person’s income, in English and Spanish', () => {
    expect(
      read('I am 67 retired living on social security only. a collector says i owe 900').flags
        .federalBenefits,
    ).toBe(true);
    expect(read('a collector says they will garnish my ssi if i dont pay 150').flags.federalBenefits).toBe(
      true,
    );
    expect(read('un cobrador dice que debo 980. vivo solo del seguro social').flags.federalBenefits).toBe(
      true,
    );
    expect(read('un cobrador dijo que me van a embargar el seguro social').flags.federalBenefits).toBe(true);
  });

  it('never reads the Social Security number as benefits', () => {
    expect(
      read('a collector called and asked for my social security number to verify a 900 debt').flags
        .federalBenefits,
    ).toBeUndefined();
    expect(
      read('un cobrador me pidio mi numero de seguro social por una deuda de 500').flags.federalBenefits,
    ).toBeUndefined();
  });
});
