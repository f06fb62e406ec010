import type { ServicePlan } from './movers-and-unordered.js';
import { inLanguage, is, type CopyContext, type Outcome } from './types.js';

/**
 * A contractor who took a deposit and never started the work. Nothing is owed for work not done:
 * the person asks in writing for a start date or the deposit back by a date, and for receipts for
 * any materials the contractor says the deposit bought. State rules (deposit limits, licensing,
 * home-improvement contract laws) are questions for the state's contractor board, never statements.
 */

export function isContractorNoShow(ctx: CopyContext): boolean {
  return (
    is(ctx, 'service_contractor_over_quote') &&
    (ctx.case.flags.workNotStarted === true || ctx.case.flags.workAbandoned === true)
  );
}

function deposit(ctx: CopyContext): string | undefined {
  return ctx.figure('deposit', 'paid', 'billed', 'other');
}

export function contractorNoShowPlan(ctx: CopyContext): ServicePlan {
  const t = inLanguage(ctx.lang);
  const paid = deposit(ctx);
  const myDeposit = paid ? t(`my ${paid} deposit`, `mi depósito de ${paid}`) : t('my deposit', 'mi depósito');
  // Started, then gone: what was done is worth something, the rest of the deposit is not earned.
  const abandoned = ctx.case.flags.workNotStarted !== true && ctx.case.flags.workAbandoned === true;
  return {
    strategy: [
      abandoned
        ? t(
            `The work stopped partway, so you owe nothing more: at most the value of what was actually done comes out of ${paid ? `your ${paid}` : 'what you paid'}, and the rest paid for work that hasn't happened.`,
            `El trabajo quedó a medias, así que usted no debe nada más: de ${paid ? `sus ${paid}` : 'lo que pagó'} solo cuenta, como mucho, el valor de lo que de verdad se hizo, y el resto pagó un trabajo que no se ha hecho.`,
          )
        : t(
            `The work never started, so you owe nothing more, and ${paid ? `your ${paid} deposit` : 'your deposit'} paid for work that hasn't happened.`,
            `El trabajo nunca empezó, así que usted no debe nada más, y ${paid ? `su depósito de ${paid}` : 'su depósito'} pagó un trabajo que no se ha hecho.`,
          ),
      abandoned
        ? t(
            'Ask in writing for one of two things by a set date (about 10 days): a firm date to come back and finish, in writing, or your money back less the value of the work done. Take dated photos of the work as it was left.',
            'Pida por escrito una de dos cosas antes de una fecha fija (unos 10 días): una fecha firme por escrito para volver y terminar, o que le devuelvan su dinero menos el valor del trabajo hecho. Tome fotos con fecha de cómo quedó el trabajo.',
          )
        : t(
            'Ask in writing for one of two things by a set date (about 10 days): a firm start date in writing, or the deposit back.',
            'Pida por escrito una de dos cosas antes de una fecha fija (unos 10 días): una fecha de inicio firme por escrito, o que le devuelvan el depósito.',
          ),
      t(
        "If they say the deposit bought materials, ask for the receipts and for the materials to be delivered to you; without receipts, it's the whole deposit.",
        'Si dice que el depósito se usó en materiales, pida los recibos y que le entreguen los materiales; sin recibos, es el depósito completo.',
      ),
      t(
        "If the date passes, send a final demand letter, then file in small claims court and with your state's contractor licensing board. Keep the contract or the messages that set the job and the price, and the payment receipt.",
        'Si pasa la fecha, envíe una carta final de exigencia y luego presente el caso en la corte de reclamos menores y ante la junta de licencias de contratistas de su estado. Guarde el contrato o los mensajes donde se acordó el trabajo y el precio, y el comprobante de pago.',
      ),
    ].join(' '),
    opening: [
      abandoned
        ? t(
            'Hi, this is [your name]. I hired you on [date] for [the job] and paid you, and you started, but no one has been back since [date].',
            'Hola, habla [su nombre]. Le contraté el [fecha] para [el trabajo] y le pagué, y usted empezó, pero nadie ha vuelto desde el [fecha].',
          )
        : t(
            "Hi, this is [your name]. I signed a contract with you on [date] for [the job] and paid a deposit, but the work hasn't started.",
            'Hola, habla [su nombre]. Firmé un contrato con usted el [fecha] para [el trabajo] y pagué un depósito, pero el trabajo no ha empezado.',
          ),
      abandoned
        ? t(
            `I'd like either a firm date in writing this week to finish, or ${paid ? `my ${paid}` : 'my money'} back, less the value of the work done.`,
            `Le pido una fecha firme por escrito esta semana para terminar, o que me devuelva ${paid ? `mis ${paid}` : 'mi dinero'}, menos el valor del trabajo hecho.`,
          )
        : t(
            `I'd like either a firm start date in writing this week, or ${myDeposit} back.`,
            `Le pido una fecha de inicio firme por escrito esta semana, o que me devuelva ${myDeposit}.`,
          ),
      t(
        'If part of it went to materials, please send me the receipts.',
        'Si una parte se usó en materiales, le pido los recibos.',
      ),
    ],
    rungs: {
      discount: t(
        ['A start date in writing', 'Can you give me a firm start date, in writing, this week?'],
        [
          'Una fecha de inicio por escrito',
          '¿Me puede dar una fecha de inicio firme, por escrito, esta semana?',
        ],
      ),
      credit: t(
        [
          'The receipts',
          'If the deposit bought materials, please send the receipts and deliver the materials to me.',
        ],
        [
          'Los recibos',
          'Si el depósito se usó en materiales, le pido los recibos y que me entregue los materiales.',
        ],
      ),
      downgrade: t(
        ['The deposit back', `Otherwise, please return ${paid ? `the ${paid}` : 'the deposit'} by [date].`],
        [
          'El depósito de vuelta',
          `Si no, le pido devolver ${paid ? `los ${paid}` : 'el depósito'} antes del [fecha].`,
        ],
      ),
      supervisor: t(
        ['The owner', 'May I speak with the owner of the company?'],
        ['El dueño', '¿Puedo hablar con el dueño de la compañía?'],
      ),
      retention: t(
        ['A final demand', "I'll send a final demand letter with a date to refund."],
        ['Una exigencia final', 'Le enviaré una carta final de exigencia con una fecha para el reembolso.'],
      ),
      complaint: t(
        [
          'Small claims and the licensing board',
          "If it isn't refunded by then, I'll file in small claims court and with the state contractor licensing board.",
        ],
        [
          'Reclamos menores y la junta de licencias',
          'Si no me lo devuelve para entonces, presentaré el caso en la corte de reclamos menores y ante la junta de licencias de contratistas del estado.',
        ],
      ),
    },
    email: abandoned
      ? {
          subject: t(
            `[The job] left unfinished: a date to finish, or a refund of ${paid ? `the ${paid}` : 'what I paid'}`,
            `[El trabajo] sin terminar: una fecha para terminar, o el reembolso de ${paid ? `los ${paid}` : 'lo que pagué'}`,
          ),
          body: t(
            `Hello,\n\nOn [date] I hired you for [the job] and paid ${paid ?? '[amount]'}. You started on [date] and no one has been back since [date]; I have not been able to reach you.\n\nPlease, by [a date about 10 days from today], either confirm in writing a firm date to come back and finish, or refund what I paid less the value of the work done. If you say part of it was spent on materials, please send me the receipts and deliver the materials.\n\nIf I don't hear from you by then, I will file in small claims court and with the state contractor licensing board.\n\nThank you,\n[Your name]\n[Phone number]`,
            `Hola:\n\nEl [fecha] le contraté para [el trabajo] y le pagué ${paid ?? '[monto]'}. Usted empezó el [fecha] y nadie ha vuelto desde el [fecha]; no he podido comunicarme con usted.\n\nLe pido que, antes del [una fecha a unos 10 días], me confirme por escrito una fecha firme para volver y terminar, o me devuelva lo que pagué menos el valor del trabajo hecho. Si dice que una parte se usó en materiales, le pido los recibos y que me entregue los materiales.\n\nSi no recibo respuesta para entonces, presentaré el caso en la corte de reclamos menores y ante la junta de licencias de contratistas del estado.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
          ),
        }
      : {
          subject: t(
            `Contract of [date]: start date or refund of ${paid ? `the ${paid} deposit` : 'my deposit'}`,
            `Contrato del [fecha]: fecha de inicio o reembolso de ${myDeposit}`,
          ),
          body: t(
            `Hello,\n\nOn [date] we signed a contract for [the job], and I paid a deposit of ${paid ?? '[amount]'} on [date]. The work has not started, and I have not been able to reach you.\n\nPlease, by [a date about 10 days from today], either confirm in writing a firm start date, or refund the deposit in full. If you say part of it was spent on materials, please send me the receipts and deliver the materials.\n\nIf I don't hear from you by then, I will file in small claims court and with the state contractor licensing board.\n\nThank you,\n[Your name]\n[Phone number]`,
            `Hola:\n\nEl [fecha] firmamos un contrato para [el trabajo], y el [fecha] pagué un depósito de ${paid ?? '[monto]'}. El trabajo no ha empezado.\n\nLe pido que, antes del [una fecha a unos 10 días], me confirme por escrito una fecha de inicio firme, o me devuelva el depósito completo. Si dice que una parte se usó en materiales, le pido los recibos y que me entregue los materiales.\n\nSi no recibo respuesta para entonces, presentaré el caso en la corte de reclamos menores y ante la junta de licencias de contratistas del estado.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
          ),
        },
    points: t(
      [
        'Keep the signed contract, the payment receipt and every message, with dates.',
        'Put every request in writing; a call is fine, but follow it with a message.',
        'Without receipts, "we bought materials" is not a reason to keep the deposit.',
        "Ask your state's contractor licensing board whether the contractor is licensed and what your state allows for deposits.",
      ],
      [
        'Guarde el contrato firmado, el comprobante de pago y cada mensaje, con fechas.',
        'Ponga cada petición por escrito; una llamada está bien, pero después mande un mensaje.',
        'Sin recibos, "ya compré materiales" no es razón para quedarse con el depósito.',
        'Pregunte a la junta de licencias de contratistas de su estado si el contratista tiene licencia y qué permite su estado sobre los depósitos.',
      ],
    ),
    questions: [],
  };
}

export function contractorNoShowStep(ctx: CopyContext, outcome: Outcome): string {
  const t = inLanguage(ctx.lang);
  const paid = deposit(ctx);
  const theDeposit = paid
    ? t(`the ${paid} deposit`, `el depósito de ${paid}`)
    : t('the deposit', 'el depósito');
  switch (outcome) {
    case 'agreed':
      return t(
        'Get the start date or the refund, with its amount and date, in writing, and keep it with the contract.',
        'Pida por escrito la fecha de inicio o el reembolso, con el monto y la fecha, y guárdelo con el contrato.',
      );
    case 'counter_offer':
      return t(
        `Anything less than ${theDeposit} back is only fair if they show receipts for materials you receive. Ask for the receipts in writing; take a partial refund only as part of the deposit, with the rest by a date.`,
        `Recibir menos que ${theDeposit} solo es justo si le muestra recibos de materiales que usted recibe. Pida los recibos por escrito; acepte un reembolso parcial solo como parte del depósito, con el resto antes de una fecha.`,
      );
    default:
      return t(
        `A new promise ("next month") or "it's non-refundable, I bought materials" without receipts doesn't settle it. Reply in writing: ask for the materials' receipts and a firm start date by [date], or ${theDeposit} back in full by then. If the date passes, send a final demand letter, then file in small claims court and with your state's contractor licensing board.`,
        `Una nueva promesa ("en enero") o "no es reembolsable, ya compré materiales" sin recibos no resuelve nada. Responda por escrito: pida los recibos de los materiales y una fecha de inicio firme antes del [fecha], o ${theDeposit} completo de vuelta para entonces. Si pasa la fecha, envíe una carta final de exigencia y luego presente el caso en la corte de reclamos menores y ante la junta de licencias de contratistas de su estado.`,
      );
  }
}
