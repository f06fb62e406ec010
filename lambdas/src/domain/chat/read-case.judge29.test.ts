import type { ChatMessage } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { readConversation } from './read-case.js';

function read(...turns: string[]) {
  const messages: ChatMessage[] = turns.flatMap((content, index) =>
    index < turns.length - 1
      ? [
          { role: 'user' as const, content },
          { role: 'assistant' as const, content: 'Here is a plan.' },
        ]
      : [{ role: 'user' as const, content }],
  );
  return readConversation(messages, '2026-11-22');
}

describe('another charge taken off while the disputed fee is refused', () => {
  it('reads "he took off the parking" beside "he wont remove it" as another charge, with its rate', () => {
    const reading = read(
      'booked a hotel on their own website 3 nights oct 10-13, it said 129 a night. at checkout they charged a resort fee 35 a night plus tax on it, never saw that when i booked. also 25 a night parking and i didnt even bring a car. can i get it taken off',
      'the manager says the resort fee was disclosed in the terms and conditions and he wont remove it. he took off the parking tho. i paid on my mastercard',
    );
    expect(reading.otherRemoved).toEqual({ name: 'parking', value: 25, perNight: true });
  });

  it('reads the Spanish and other wordings the same way', () => {
    expect(
      read(
        'reservé un hotel en su propia página 2 noches a 150 la noche. me cobraron un resort fee de 40 por noche que nunca vi, y también 20 por noche de estacionamiento y no llevé carro',
        'el gerente dice que el resort fee estaba en los términos y condiciones y no lo quiere quitar. me quitaron el estacionamiento.',
      ).otherRemoved,
    ).toEqual({ name: 'estacionamiento', value: 20, perNight: true });
    expect(
      read(
        'stayed 4 nights at a hotel i booked on their site, 110/night. they added a destination fee of 30 per night i never saw when booking, and a 15 a night valet charge, i had no car',
        'front desk refused to remove the destination fee, said its in the policy. they did remove the valet.',
      ).otherRemoved?.name,
    ).toBe('valet');
  });

  it('never reads a part of the fee itself as another charge', () => {
    expect(
      read(
        'hotel charged a resort fee of 35 a night for 3 nights that wasnt shown when i booked',
        'they took off the first night but wont remove the rest of the resort fee',
      ).otherRemoved,
    ).toBeUndefined();
  });
});

describe('a deposit letter that itemized the deductions', () => {
  it('reads deductions named each with its sum, in Spanish and English', () => {
    expect(
      read(
        'me salí del apartamento el 31 de agosto. el depósito fue 1200',
        'hoy llegó una carta y un cheque de 350. dicen que se quedan 850: 600 de pintura y 250 de limpieza de alfombra',
      ).case.flags.deductionsItemized,
    ).toBe(true);
    expect(
      read(
        'moved out sep 30, deposit was 1500. got a check for 700, they kept 500 for repainting and 300 for carpet cleaning',
      ).case.flags.deductionsItemized,
    ).toBe(true);
    expect(
      read('moved out sep 30, deposit was 1500. they kept all of it and sent nothing').case.flags
        .deductionsItemized,
    ).toBeUndefined();
  });
});

describe('tax charged on the fee itself', () => {
  it('reads "plus tax on it" and "más impuestos" beside a fee, never a tax on something else', () => {
    expect(
      read('hotel charged a resort fee 35 a night plus tax on it, never saw it when i booked').case.flags
        .feeTaxed,
    ).toBe(true);
    expect(
      read('el hotel me cobró una tarifa de resort de 30 por noche más impuestos que nunca vi al reservar')
        .case.flags.feeTaxed,
    ).toBe(true);
    expect(
      read('hotel charged a resort fee of 35 a night i never saw, the room was 129 plus tax on the room').case
        .flags.feeTaxed,
    ).toBeUndefined();
  });
});

describe('salary: the figures a recruiter, a raise in cents and newer hires give', () => {
  it("reads a range the recruiter named as the employer's, never the person's target", () => {
    for (const text of [
      'got an offer for marketing coordinator, 72k base. the recruiter told me on the first call the range was 70 to 85k. i have 4 yrs experience',
      'got a job offer for 72k, hiring manager said the band for the role is 70-85k, what do i counter',
      'me ofrecieron el trabajo con 72 mil al año. la reclutadora me dijo que el rango es de 70 a 85 mil. tengo 4 años de experiencia, cuanto pido',
    ]) {
      const kase = read(text).case;
      expect(kase.amounts.filter((amount) => amount.posted).map((amount) => amount.value)).toEqual([
        70000, 85000,
      ]);
      expect(kase.amounts.some((amount) => amount.role === 'asked')).toBe(false);
    }
    // The market's range or the person's own is not theirs.
    expect(
      read(
        'got a job offer for 72k. glassdoor says the range is 75 to 90k for this role, what do i counter',
      ).case.amounts.some((amount) => amount.posted),
    ).toBe(false);
  });

  it('reads a raise in cents or dollars as the hourly pay it leaves, and newer hires’ pay as the market', () => {
    const es = read(
      'trabajo en una bodega hace 2 años, gano 18 la hora, 40 horas. hoy mi supervisor me dijo que me dan 50 centavos de aumento. unos que entraron despues que yo ganan 19.50. quiero pedir mas',
    ).case;
    expect(es.subCase).toBe('salary_raise');
    expect(es.amounts.find((amount) => amount.role === 'offered')).toMatchObject({
      value: 18.5,
      per: 'hour',
    });
    expect(es.amounts.find((amount) => amount.text === '19.50')?.role).toBe('market');
    const en = read(
      'i make 16.25/hr at a grocery store, been here 3 years. manager says im getting a 35 cent raise. new people they hired last month start at 17. how do i ask for more',
    ).case;
    expect(en.amounts.find((amount) => amount.role === 'offered')).toMatchObject({
      value: 16.6,
      text: '16.60',
    });
    expect(en.amounts.find((amount) => amount.text === '17')?.role).toBe('market');
    const dollars = read('i make $21 an hour, they gave me a $1 raise, new hires get 23').case;
    expect(dollars.amounts.find((amount) => amount.role === 'offered')).toMatchObject({
      value: 22,
      text: '$22',
    });
    expect(dollars.amounts.find((amount) => amount.text === '23')?.role).toBe('market');
  });

  it('reads a raise said as a verb ("me van a subir 25 centavos", "raising me 30 cents")', () => {
    expect(
      read(
        'trabajo en una fabrica hace 3 años, gano 16 la hora. mi jefe me dijo que me van a subir 25 centavos de sueldo. los que entraron este año ganan 17. como le pido un aumento mayor',
      ).case.amounts.find((amount) => amount.role === 'offered'),
    ).toMatchObject({ value: 16.25, per: 'hour' });
    expect(
      read(
        'my boss is raising me 30 cents, i make 15.50 an hour and new hires get 16.50. how do i ask for a bigger raise',
      ).case.amounts.find((amount) => amount.role === 'offered'),
    ).toMatchObject({ value: 15.8, per: 'hour' });
  });

  it('keeps the month named for the review in the reply ("tal vez en enero")', () => {
    const kase = read(
      'gano 18 la hora en una bodega, me dan 50 centavos de aumento y otros que entraron después ganan 19.50, quiero pedir más',
      'le pedi 20 y me dijo que no hay presupuesto, que tal vez en enero',
    ).case;
    expect(kase.dates.find((date) => date.text === 'enero')?.iso).toBe('2027-01-01');
  });
});

describe("salary: the job's title and a city that is not the employer", () => {
  it('reads the title as written, in either language, and never a city as the other side', () => {
    expect(
      read('got an offer for marketing coordinator, 72k base. the recruiter told me the range was 70 to 85k')
        .case.jobTitle,
    ).toBe('marketing coordinator');
    expect(read('i got a job offer as a line cook for 17/hr, how do i ask for 19').case.jobTitle).toBe(
      'line cook',
    );
    const es = read(
      'me ofrecieron trabajo de analista de datos 68 mil al año en Chicago, yo esperaba como 75-78 mil',
    ).case;
    expect(es.jobTitle).toBe('analista de datos');
    expect(es.party).toBeUndefined();
    expect(read('got a job offer for 72k, what do i counter').case.jobTitle).toBeUndefined();
  });
});

describe('a sale made at home: what the contract is for', () => {
  it('reads the item as written, in either language, up to its price', () => {
    expect(
      read(
        'a roofer knocked on our door after the hail storm and i signed a contract at my kitchen table saturday oct 4 for a new roof 14.5k and gave him a 3k deposit check. can we back out',
      ).case.saleItem,
    ).toBe('a new roof');
    expect(
      read(
        'un vendedor vino a mi casa y firmé un contrato por un sistema de alarma de 2,400 y le di 500 de depósito. me puedo arrepentir?',
      ).case.saleItem,
    ).toBe('un sistema de alarma');
  });
});

describe('a shop that did extra work without calling first', () => {
  it('reads "NO me llamaron antes para autorizar nada" as unapproved work, and the letter gives that reason', () => {
    const reading = read(
      'deje mi carro en un taller aqui en los angeles para los frenos, me dieron presupuesto por escrito de 650. hoy me llaman que son 1,480 porque cambiaron rotores y el calibrador. NO me llamaron antes para autorizar nada. dicen que no me dan el carro si no pago todo',
    );
    expect(reading.case.flags.unapprovedWork).toBe(true);
    expect(reading.case.subCase).toBe('car_vehicle_held');
  });
});
