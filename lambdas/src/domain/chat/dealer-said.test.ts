import { describe, expect, it } from 'vitest';
import { dealerReplyIn, dealerSaidIn, requiredProductsIn } from './dealer-said.js';

describe("a dealer's answer about the add-ons, quoted as typed", () => {
  it('reads each claim in the words the person reported', () => {
    expect(
      dealerSaidIn(
        'el gerente dice que la garantía era obligatoria para que me aprobaran el préstamo y que ya no se puede cancelar',
      ),
    ).toEqual(['obligatoria', 'ya no se puede cancelar']);
    expect(
      dealerSaidIn("finance manager said the gap was required by the bank and it can't be cancelled now"),
    ).toEqual(['required', "can't be cancelled"]);
    expect(dealerSaidIn('me dijeron que todo es final y que era obligatorio')).toEqual([
      'obligatorio',
      'todo es final',
    ]);
    expect(dealerSaidIn('they said all sales are final')).toEqual(['all sales are final']);
  });

  it('quotes nothing the other side did not say', () => {
    expect(dealerSaidIn('i want the warranty gone, it was not required')).toBeUndefined();
    expect(dealerSaidIn('ok I sent the letter')).toBeUndefined();
    expect(dealerSaidIn('they said it was not required')).toBeUndefined();
    expect(dealerSaidIn('dijeron que no era obligatorio')).toBeUndefined();
  });
});

describe("the dealer's answer about each add-on", () => {
  it('reads what it cancels, refuses, calls already done, and a threat to redo the deal', () => {
    expect(
      dealerReplyIn(
        "went back today. they said they'll cancel the warranty but gap and the etch are 'non refundable' and the nitrogen is 'already in the tires'. and he said if i keep pushing they might have to 'rewrite the deal' at a higher rate",
      ),
    ).toEqual({
      cancels: ['warranty'],
      refuses: ['gap', 'etching'],
      usedUp: ['nitrogen'],
      rewriteThreat: true,
    });
    expect(
      dealerReplyIn(
        'they said the warranty can be cancelled but gap is non-refundable and the etching was already done',
      ),
    ).toEqual({ cancels: ['warranty'], refuses: ['gap'], usedUp: ['etching'] });
    expect(
      dealerReplyIn(
        "dicen que cancelan la garantia pero que el gap y el grabado no son reembolsables y que el nitrogeno 'ya esta en las llantas'. y si sigo van a 'rehacer el contrato' con una tasa mas alta",
      ),
    ).toEqual({
      cancels: ['warranty'],
      refuses: ['gap', 'etching'],
      usedUp: ['nitrogen'],
      rewriteThreat: true,
    });
  });

  it('reads nothing from a message with no answer about a product', () => {
    expect(dealerReplyIn('ok I sent the letter')).toBeUndefined();
    expect(dealerSaidIn("they said it's non refundable")).toEqual(['non refundable']);
  });
});

describe('the add-ons said to be required', () => {
  it('names only those in the sentence that says so', () => {
    expect(
      requiredProductsIn(
        "theres stuff i never asked for: gap 895, 'tire & wheel nitrogen' 199, vin etch 349, extended warranty 2,450. finance guy said the bank REQUIRED the warranty and gap to approve me.",
      ),
    ).toEqual(['warranty', 'gap']);
    expect(requiredProductsIn('el de finanzas dijo que el banco exigia la garantia y el gap')).toEqual([
      'warranty',
      'gap',
    ]);
    expect(requiredProductsIn('they said the add-ons were required')).toBeUndefined();
    expect(requiredProductsIn('he said the etching was optional')).toBeUndefined();
  });
});
