import { describe, expect, it } from 'vitest';
import {
  commaDecimal,
  extractAmounts,
  extractPercentages,
  findAmounts,
  formatMoneyLike,
  moneySample,
} from './amounts.js';

describe('extractAmounts', () => {
  it.each([
    ['billed me $2,340 for', [['$2,340', 2340]]],
    ['me cobró 2.340 $ por', [['2.340 $', 2340]]],
    ['me cobraron 2340 dólares', [['2340 dólares', 2340]]],
    ['pagué 2.340,50 dolares', [['2.340,50 dolares', 2340.5]]],
    ['a $184.50 purchase', [['$184.50', 184.5]]],
    ['an offer of $85k', [['$85k', 85000]]],
    // "2k" is two thousand, not the year 2000.
    ['they can do 2k and maybe more next year', [['2k', 2000]]],
    ['casi 3 mil dólares', [['3 mil dólares', 3000]]],
    [
      'USD 1,200 and 45 bucks',
      [
        ['USD 1,200', 1200],
        ['45 bucks', 45],
      ],
    ],
    [
      'from $1,800 to $2,100 a month',
      [
        ['$1,800', 1800],
        ['$2,100', 2100],
      ],
    ],
  ])('reads the money in "%s" as the person wrote it', (text, expected) => {
    expect(extractAmounts(text).map((amount) => [amount.text, amount.value])).toEqual(expected);
  });

  it('ignores numbers that are not money: years, counts, dates', () => {
    expect(extractAmounts('In 2023 I paid on time for 4 years, since 3/15.')).toEqual([]);
  });

  it('a flight number is never money, with or without the airline’s code', () => {
    const texts = (text: string) => extractAmounts(text).map((amount) => amount.text);
    expect(texts('my flight (flight SB 2214) was cancelled, the ticket was 412.80')).toEqual(['412.80']);
    expect(texts('el vuelo AA 1187 se canceló y el boleto costó 389')).toEqual(['389']);
    expect(texts('flight 2214 was cancelled, ticket 412.80')).toEqual(['412.80']);
    // A word between is a price said of the flight, not its number.
    expect(texts('the flight is 500 and the hotel 300')).toEqual(['500', '300']);
    expect(texts('un vuelo de 389 y el hotel de 120')).toEqual(['389', '120']);
  });

  it('lists an amount written twice only once', () => {
    expect(extractAmounts('$40 here and $40 there').map((amount) => amount.text)).toEqual(['$40']);
  });
});

describe('extractPercentages', () => {
  it('reads percentages in both languages', () => {
    expect(extractPercentages('a 3% raise, 12 percent more, un aumento del 8 por ciento')).toEqual([
      '3%',
      '12 percent',
      '8 por ciento',
    ]);
  });
});

describe('formatMoneyLike', () => {
  it.each([
    [1170, '$2,340', '$1,170'],
    [1170, '2.340 $', '1.170 $'],
    [1170, '2340 dólares', '1170 dólares'],
    [1170, '2,340 dollars', '1,170 dollars'],
    [1950, '$800', '$1,950'],
    [92.25, '$184.50', '$92.25'],
    [1404, undefined, '$1,404'],
    // Cents after a comma stay after a comma, and thousands then take a dot.
    [179.98, '89,99', '$179,98'],
    [2469.12, '1.234,56', '$2.469,12'],
    [106.5, '35,50', '$106,50'],
    [330.25, '780,25 dólares', '330,25 dólares'],
  ])('writes %d like %s', (value, sample, expected) => {
    expect(formatMoneyLike(value, sample)).toBe(expected);
  });
});

describe('the figure whose style sums copy', () => {
  it('takes the first figure with cents after a comma, else the first figure', () => {
    expect(moneySample([{ text: '3' }, { text: '35,50' }])).toBe('35,50');
    expect(moneySample([{ text: '$1500' }, { text: '$1,590' }])).toBe('$1500');
    expect(moneySample([])).toBeUndefined();
  });
  it('tells cents after a comma from a thousands comma', () => {
    expect(commaDecimal('89,99')).toBe(true);
    expect(commaDecimal('1.234,56')).toBe(true);
    expect(commaDecimal('1,234')).toBe(false);
    expect(commaDecimal('1,234.56')).toBe(false);
  });
});

describe('a count of work a client sends', () => {
  it('"they send about 8 a month" counts posts, not dollars', () => {
    expect(
      extractAmounts('blog posts at 150 per post, they send about 8 a month').map((amount) => amount.text),
    ).toEqual(['150']);
    expect(extractAmounts('me mandan unos 10 al mes a 40 cada uno').map((amount) => amount.text)).toEqual([
      '40',
    ]);
  });
});

describe('a day written right before its charge', () => {
  it('"oct 29 212.40" keeps the sum; "nov 14, 15 and 16" stays a list of days', () => {
    expect(extractAmounts('oct 29 212.40 at some site, oct 30 99.99').map((amount) => amount.text)).toEqual([
      '212.40',
      '99.99',
    ]);
    expect(extractAmounts('charged 45 on nov 14, 15 and 16').map((amount) => amount.text)).toEqual(['45']);
  });
});

describe('a sum before a month', () => {
  it('"los 45.00 de noviembre" is the November charge, "15 de noviembre" a day', () => {
    expect(extractAmounts('solo me devuelve los 45.00 de noviembre').map((amount) => amount.text)).toEqual([
      '45.00',
    ]);
    expect(extractAmounts('vence el 15 de noviembre')).toEqual([]);
  });
});

describe('a figure in thousands before a noun ending in s', () => {
  it('reads "a 3k signing bonus" as money, not a count of bonuses', () => {
    expect(extractAmounts('they could do a 3k signing bonus')).toEqual([{ text: '3k', value: 3000 }]);
    expect(extractAmounts('a 3000 signing bonus')).toEqual([{ text: '3000', value: 3000 }]);
  });
});

describe('sums written in Spanish words', () => {
  it.each([
    ['una deuda medica de mil doscientos de una ambulancia', 1200],
    ['me cobran dos mil quinientos', 2500],
    ['eran ochocientos cincuenta', 850],
    ['me deben mil dólares', 1000],
  ])('%s', (text, value) => {
    expect(extractAmounts(text).map((amount) => amount.value)).toEqual([value]);
  });

  it('leaves "mil gracias" and "mil veces" as words', () => {
    expect(extractAmounts('mil gracias, se lo dije mil veces')).toEqual([]);
  });
});

describe('a tooth number is no sum', () => {
  it('reads "tooth #19", "crown is on 18" and a bare 18 after "tooth 18" as teeth', () => {
    expect(
      extractAmounts(
        'bill for 1450 for a crown on tooth #19. i never had a crown on 19, my old crown is on 18!! allowed amount 1080',
      ).map((a) => a.value),
    ).toEqual([1450, 1080]);
    expect(extractAmounts('the claim has tooth 18 on it not 19, pay the 1450').map((a) => a.value)).toEqual([
      1450,
    ]);
    expect(
      extractAmounts('me cobraron 980 por la corona del diente 30, la vieja corona esta en la 31').map(
        (a) => a.value,
      ),
    ).toEqual([980]);
  });
  it('keeps a price said after a filling ("empaste en 150 dolares")', () => {
    expect(extractAmounts('me cobraron el empaste en 150 dolares').map((a) => a.value)).toEqual([150]);
  });
});

describe('a sum due in a number of days is not a range of days', () => {
  it('keeps "factura de 2,800 a 30 dias" as the invoice, and "entre 3 y 4 semanas" as a range', () => {
    expect(extractAmounts('factura de 2,800 a 30 dias, no me han pagado').map((a) => a.text)).toEqual([
      '2,800',
    ]);
    expect(extractAmounts('tarda entre 3 y 4 semanas')).toEqual([]);
  });
});

describe('a decade is no sum', () => {
  it('reads "los años 60" and "la década de los 70" as decades, keeping the rent', () => {
    expect(extractAmounts('el edificio es de los años 60 y la renta es 1,450').map((a) => a.text)).toEqual([
      '1,450',
    ]);
    expect(extractAmounts('un edificio de la decada de los 70, renta 1450').map((a) => a.text)).toEqual([
      '1450',
    ]);
    expect(extractAmounts('llevo 3 años pagando 1,200').map((a) => a.text)).toEqual(['1,200']);
  });
});

describe('a sum with cents beside a count of charges', () => {
  it.each([
    ['cancelled in aug, charged 3 x 14.99 on my credit card', '14.99'],
    ['cancelled in aug, three 14.99 charges on my credit card', '14.99'],
    ['me cobraron 3 x 14,99 en la tarjeta', '14,99'],
  ])('reads the sum in "%s"', (text, sum) => {
    expect(findAmounts(text).map((amount) => amount.text)).toEqual([sum]);
  });

  it('keeps a size ("a 10 x 12 rug") a size', () => {
    expect(findAmounts('a 10 x 12 rug').map((amount) => amount.text)).not.toContain('12');
  });
});

describe('a participle of adding after a sum', () => {
  it('"seguro GAP 895 metidos en el prestamo" is money, not 895 things', () => {
    expect(findAmounts('garantia 2,400 y seguro GAP 895 metidos en el prestamo').map((a) => a.value)).toEqual(
      [2400, 895],
    );
    expect(findAmounts('le pusieron 650 incluidos en el contrato').map((a) => a.value)).toEqual([650]);
  });
});

describe('numbers that are not money', () => {
  it.each([
    ['Hello I am 71 and I switched carriers, my bill is 96.40 a month', [96.4]],
    ["I'm 71, retired, and they billed me 240", [240]],
    ['im 68 now so i cant work, they charged 312', [312]],
    ['a 71-year-old like me, charged 45 for nothing', [45]],
    ['Hola, tengo 71 y me cobran 89 cada mes', [89]],
    ['a mis 71 me cobraron 240', [240]],
    ['mi mamá tiene 80 años y le cobraron 150', [150]],
  ])('an age is never a bill: "%s"', (text, sums) => {
    expect(findAmounts(text).map((amount) => amount.value)).toEqual(sums);
  });

  it.each([
    ["I'm 200 short on rent", [200]],
    ['tengo 300 en el banco', [300]],
    ['I am owed 75 by the shop', [75]],
  ])('a sum right after "I am" or "tengo" stays money when a noun follows: "%s"', (text, sums) => {
    expect(findAmounts(text).map((amount) => amount.value)).toEqual(sums);
  });

  it.each([
    ['mis estados de cuenta cierran el 12 de cada mes', []],
    ['my statement closes on the 12 of every month and they charged 45', [45]],
    ['la fecha de corte es el 15 de cada mes, el cobro fue de 29.99', [29.99]],
  ])('a day of each month is a day: "%s"', (text, sums) => {
    expect(findAmounts(text).map((amount) => amount.value)).toEqual(sums);
  });
});

describe('sums in Spanish words', () => {
  it.each([
    ['la factura es de dieciocho mil cuatrocientos treinta y dos con 10 centavos (18,432.10)', [18432.1]],
    ['la factura es de veintidós mil trescientos con cincuenta centavos', [22300.5]],
    ['me cobraron treinta y dos mil quinientos dolares', [32500]],
    ['debo tres mil doscientos (3,200) al hospital', [3200]],
    ['ciento veinte mil dólares', [120000]],
    ['son ochocientos cincuenta', [850]],
    ['me deben mil doscientos', [1200]],
  ])('"%s" is one sum', (text, sums) => {
    expect(findAmounts(text).map((amount) => amount.value)).toEqual(sums);
  });

  it('leaves "mil gracias" and "dieciocho" alone', () => {
    expect(findAmounts('mil gracias, son dieciocho personas')).toEqual([]);
  });
});
