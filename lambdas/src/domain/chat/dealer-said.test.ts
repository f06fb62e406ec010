import { describe, expect, it } from 'vitest';
import { dealerSaidIn } from './dealer-said.js';

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
