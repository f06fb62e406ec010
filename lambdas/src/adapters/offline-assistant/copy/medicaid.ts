import { withSubCaseCopy } from './sub-case-copy.js';
import { inLanguage, quoteLines, rungsInOrder } from './types.js';
import type { AreaCopy, AreaPlaybook, CopyContext, Outcome } from './types.js';

/**
 * A Medicaid patient billed by the hospital or doctor that treated them as one. When the rights
 * engine says the Medicaid rule applies (42 CFR 447.15, in the reviewed table), the provider must take
 * Medicaid's payment as payment in full: the advice asserts it, asks them to bill Medicaid with the
 * person's proof of coverage, and offers no discount or plan on money not owed. A "coverage inactive"
 * answer is a records question settled by the state's letter and the state Medicaid office.
 */

function figures(ctx: CopyContext) {
  return { bill: ctx.figure('billed'), day: ctx.date('service', 'bill') };
}

/** One copy for both languages: every method words itself in `ctx.lang`. */
const MEDICAID: AreaCopy = {
  party: (ctx) => ctx.namedParty ?? inLanguage(ctx.lang)('the billing office', 'la oficina de facturación'),
  subject: (ctx) => {
    const t = inLanguage(ctx.lang);
    const { bill } = figures(ctx);
    return bill ? t(`the ${bill} bill`, `la factura de ${bill}`) : t('the bill', 'la factura');
  },
  strategy: (ctx) => {
    const t = inLanguage(ctx.lang);
    const { bill } = figures(ctx);
    const owed = ctx.right('medicaid-no-balance-billing')
      ? t(
          `If you had Medicaid on the day of care and they treated you as a Medicaid patient, they must accept Medicaid's payment as payment in full: they can't bill you ${bill ? `the ${bill}` : 'the rest'} for covered care, apart from any small copay your state sets.`,
          `Si usted tenía Medicaid el día de la atención y le atendieron como paciente de Medicaid, deben aceptar el pago de Medicaid como pago total: no pueden cobrarle ${bill ? `los ${bill}` : 'el resto'} por atención cubierta, aparte de un copago pequeño que fije su estado.`,
        )
      : t(
          'If you had Medicaid on the day of care, a provider that treated you as a Medicaid patient generally cannot bill you the rest.',
          'Si usted tenía Medicaid el día de la atención, un proveedor que le atendió como paciente de Medicaid por lo general no puede cobrarle el resto.',
        );
    return `${owed} ${t(
      "Don't pay it. Send the billing office proof of your coverage (your Medicaid card and the state's letter with your coverage dates), ask them to bill Medicaid or your Medicaid health plan, and to hold the account from collections meanwhile. Call your state Medicaid office or your plan's member services and ask for your coverage on that date in writing.",
      'No la pague. Envíe a la oficina de facturación la prueba de su cobertura (su tarjeta de Medicaid y la carta del estado con las fechas de cobertura), pida que le facturen a Medicaid o a su plan de salud de Medicaid, y que detengan el envío a cobranza mientras tanto. Llame a la oficina de Medicaid de su estado o a servicios para miembros de su plan y pida por escrito su cobertura en esa fecha.',
    )}`;
  },
  opening: (ctx) => {
    const t = inLanguage(ctx.lang);
    const { bill, day } = figures(ctx);
    return quoteLines([
      t(
        `Hi, I'm calling about a bill${bill ? ` for ${bill}` : ''}${day ? ` for care on ${day}` : ''}. My account number is [account number].`,
        `Hola, llamo por una factura${bill ? ` de ${bill}` : ''}${day ? ` por la atención del ${day}` : ''}. Mi número de cuenta es [número de cuenta].`,
      ),
      t(
        'I had Medicaid on that date and gave you my card. Please bill Medicaid, and take the charge off my account.',
        'Yo tenía Medicaid en esa fecha y les di mi tarjeta. Por favor facturen a Medicaid y quiten el cargo de mi cuenta.',
      ),
      t(
        'Please put a hold on the account so it does not go to collections while you rebill.',
        'Por favor pongan la cuenta en espera para que no la manden a cobranza mientras la vuelven a facturar.',
      ),
    ]);
  },
  rungs: (ctx) =>
    rungsInOrder(
      inLanguage(ctx.lang)<readonly (readonly [string, string])[]>(
        [
          [
            'Bill Medicaid',
            'Can you bill Medicaid (or my Medicaid plan) for this date and take it off my account?',
          ],
          [
            'Proof of coverage',
            "I'm sending the state's letter showing my coverage from [date]. Where should it go?",
          ],
          ['A collections hold', 'Please hold the account from collections while you rebill.'],
          ['A supervisor', 'May I speak with a supervisor in patient accounts?'],
          ['Your state Medicaid office', "I'll ask my state Medicaid office to confirm my coverage to you."],
          ['A complaint', "If you keep billing me, I'll file a complaint with my state Medicaid agency."],
        ],
        [
          [
            'Facturar a Medicaid',
            '¿Pueden facturar a Medicaid (o a mi plan de Medicaid) por esa fecha y quitarlo de mi cuenta?',
          ],
          [
            'Prueba de cobertura',
            'Les envío la carta del estado que muestra mi cobertura desde el [fecha]. ¿A dónde la mando?',
          ],
          ['Detener la cobranza', 'Por favor detengan el envío a cobranza mientras vuelven a facturar.'],
          ['Un supervisor', '¿Puedo hablar con un supervisor de cuentas de pacientes?'],
          [
            'La oficina de Medicaid de su estado',
            'Voy a pedir a la oficina de Medicaid de mi estado que les confirme mi cobertura.',
          ],
          [
            'Una queja',
            'Si siguen cobrándome, presentaré una queja ante la agencia de Medicaid de mi estado.',
          ],
        ],
      ),
    ),
  email: (ctx) => {
    const t = inLanguage(ctx.lang);
    const { bill, day } = figures(ctx);
    return {
      subject: t(
        `Account [account number]: please bill Medicaid${bill ? ` for the ${bill} charge` : ''}`,
        `Cuenta [número de cuenta]: por favor facturen a Medicaid${bill ? ` el cargo de ${bill}` : ''}`,
      ),
      body: t(
        `Hello,\n\nYou billed me${bill ? ` ${bill}` : ''} for care on ${day ?? '[date of care]'}. I had Medicaid on that date (ID [Medicaid ID]) and gave you my card; the state's letter showing my coverage is attached.\n\nA provider that accepts a patient under Medicaid must accept Medicaid's payment as payment in full for covered services (42 CFR 447.15). Please bill Medicaid or my Medicaid plan, remove the charge from my account, and keep it out of collections while you do.\n\nPlease confirm in writing by [date].\n\nSincerely,\n[Your name]\n[Mailing address]`,
        `Hola:\n\nMe cobraron${bill ? ` ${bill}` : ''} por la atención del ${day ?? '[fecha de la atención]'}. Yo tenía Medicaid en esa fecha (ID [número de Medicaid]) y les di mi tarjeta; adjunto la carta del estado que muestra mi cobertura.\n\nUn proveedor que atiende a un paciente bajo Medicaid debe aceptar el pago de Medicaid como pago total por los servicios cubiertos (42 CFR 447.15). Les pido facturar a Medicaid o a mi plan de Medicaid, quitar el cargo de mi cuenta y no enviarla a cobranza mientras tanto.\n\nLes pido confirmarlo por escrito antes del [fecha].\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
      ),
    };
  },
  talkingPoints: (ctx) =>
    inLanguage(ctx.lang)(
      [
        "Keep your Medicaid card and the state's coverage letter in front of you.",
        '"Inactive that day" is a records question: the state\'s letter and your state Medicaid office settle it.',
        "Don't pay to stop the calls: ask for a collections hold while they rebill.",
        'Write down every name, date and reference number.',
      ],
      [
        'Tenga a la mano su tarjeta de Medicaid y la carta de cobertura del estado.',
        '"Inactivo ese día" es un asunto de registros: la carta del estado y la oficina de Medicaid de su estado lo resuelven.',
        'No pague para que dejen de llamar: pida que detengan la cobranza mientras vuelven a facturar.',
        'Anote cada nombre, fecha y número de referencia.',
      ],
    ),
  questions: (ctx) =>
    inLanguage(ctx.lang)(
      [
        'Did you show your Medicaid card when you were treated, or did they know you had Medicaid?',
        'Is the care something Medicaid covers (not a service you agreed in writing to pay yourself)?',
      ],
      [
        '¿Mostró su tarjeta de Medicaid cuando le atendieron, o sabían que tenía Medicaid?',
        '¿Es una atención que cubre Medicaid (no un servicio que usted aceptó por escrito pagar por su cuenta)?',
      ],
    ),
  complaintRoutes: (ctx) =>
    inLanguage(ctx.lang)(
      "your state Medicaid agency (its member helpline or ombudsman) and your state attorney general's consumer protection office",
      'la agencia de Medicaid de su estado (su línea para miembros o su defensor) y la oficina de protección al consumidor del fiscal general de su estado',
    ),
  rightLine: (ctx) =>
    inLanguage(ctx.lang)(
      "I had Medicaid on that date. A provider that accepts Medicaid must take its payment as payment in full, so please bill Medicaid; I don't owe this balance.",
      'Yo tenía Medicaid en esa fecha. Un proveedor que acepta Medicaid debe tomar su pago como pago total, así que por favor facturen a Medicaid; no debo este saldo.',
    ),
  judgeOffer: (_ctx, offered) => (offered === undefined ? undefined : 'decline'),
  nextStep: (ctx, outcome: Outcome) => {
    const t = inLanguage(ctx.lang);
    switch (outcome) {
      case 'pay_now':
        return t(
          "Don't pay to stop the collections threat. Send the state's coverage letter by email and certified mail today, ask in writing for a hold while they bill Medicaid, and call your state Medicaid office to confirm your coverage on that date; if it goes to a collector anyway, dispute it in writing within 30 days of the collector's first notice.",
          'No pague para frenar la amenaza de cobranza. Envíe hoy la carta de cobertura del estado por correo electrónico y por correo certificado, pida por escrito que detengan la cuenta mientras facturan a Medicaid, y llame a la oficina de Medicaid de su estado para confirmar su cobertura en esa fecha; si aun así la mandan a un cobrador, dispútela por escrito dentro de los 30 días de su primer aviso.',
        );
      case 'agreed':
        return t(
          'Get it in writing that they billed Medicaid and that your balance is zero, and check your next statement.',
          'Pida por escrito que facturaron a Medicaid y que su saldo es cero, y revise su próximo estado de cuenta.',
        );
      default:
        return t(
          '"Inactive that day" is their records against the state\'s: send the state\'s letter showing your coverage from its start date, ask your state Medicaid office to confirm your coverage for that date in writing (ask whether the hospital can rebill for it), and ask the billing office to hold the account meanwhile.',
          '"Inactivo ese día" son sus registros contra los del estado: envíe la carta del estado que muestra su cobertura desde su fecha de inicio, pida a la oficina de Medicaid de su estado que confirme por escrito su cobertura en esa fecha (y pregunte si el hospital puede volver a facturar), y pida a la oficina de facturación que detenga la cuenta mientras tanto.',
        );
    }
  },
  honestRoute: (ctx) =>
    inLanguage(ctx.lang)(
      "Use your real coverage proof: the state's letter and your Medicaid ID. If you didn't have Medicaid that day, ask about retroactive coverage and the hospital's financial assistance instead.",
      'Use su prueba real de cobertura: la carta del estado y su número de Medicaid. Si no tenía Medicaid ese día, pregunte por la cobertura retroactiva y por la ayuda financiera del hospital.',
    ),
};

/** The medical area, with a Medicaid patient's bill answered in its own words. */
export function withMedicaid(playbook: AreaPlaybook): AreaPlaybook {
  return withSubCaseCopy(playbook, 'medical_public_insurance_billed', MEDICAID);
}
