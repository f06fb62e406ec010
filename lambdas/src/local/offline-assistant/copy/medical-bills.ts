import { has, or, type AreaPlaybook, type CopyContext } from './types.js';

const isSelfPay = (ctx: CopyContext) => has(ctx, 'uninsured_or_self_pay');
const isInsured = (ctx: CopyContext) => has(ctx, 'insured') && !isSelfPay(ctx);
const isEmergency = (ctx: CopyContext) => has(ctx, 'emergency_care');
const hasEstimate = (ctx: CopyContext) => has(ctx, 'good_faith_estimate');

/** 60% of the bill as a lump sum: a clear opening offer that leaves room to meet in the middle. */
const lumpSum = (ctx: CopyContext) => (ctx.amountValue ? ctx.money(ctx.amountValue * 0.6) : undefined);

export const medicalBills: AreaPlaybook = {
  en: {
    party: () => 'the billing office',
    subject: (ctx) =>
      `${ctx.amount ? `the ${ctx.amount} ` : 'this '}${isEmergency(ctx) ? 'ER ' : 'medical '}bill${ctx.namedParty ? ` from ${ctx.namedParty}` : ''}`,
    strategy: (ctx) => {
      const bill = or(ctx.amount, 'this bill');
      if (isSelfPay(ctx)) {
        return `You're paying this yourself, so never start from the list price. Ask for an itemized bill, then for the self-pay discount and their financial assistance application. Only offer a lump sum once you know their lowest number for ${bill}.`;
      }
      if (isInsured(ctx)) {
        return `Don't pay ${bill} yet. First make the bill prove itself: get an itemized bill and compare it with your insurer's Explanation of Benefits (EOB). If insurance should cover the ${isEmergency(ctx) ? 'ER visit' : 'care'}, ask the billing office to hold the account while the claim is resubmitted or appealed. Negotiate only what is truly yours to pay.`;
      }
      return `Don't pay ${bill} until you've seen the details. Ask for an itemized bill, ask how it was billed to insurance, and ask for a hold while you review. Errors, insurance fixes and financial assistance come before haggling, so check those first.`;
    },
    opening: (ctx) => {
      const visit = `${isEmergency(ctx) ? 'my ER visit' : 'my care'}${ctx.date ? ` on ${ctx.date}` : ''}`;
      const hello = `"Hi, my name is [your name], and I'm calling about a bill for ${or(ctx.amount, '[amount]')} for ${visit}. My account number is [account number]."`;
      if (isSelfPay(ctx)) {
        return [
          hello,
          `"I'm paying this myself, without insurance. Before I pay, could you send me an itemized bill with the billing codes?"`,
          `"What is your self-pay or uninsured discount on this amount?"`,
          `"And please send me your financial assistance application. Can you hold the account while I apply?"`,
        ].join('\n');
      }
      if (isInsured(ctx)) {
        return [
          hello,
          `"My insurance should cover this visit, so before I pay anything I'd like three things:`,
          `1. An itemized bill with the billing codes for every charge.`,
          `2. To know whether the claim went to my insurance, [insurance company], and what they paid or denied.`,
          `3. A hold on the account while this is sorted out, so it doesn't go to collections. Can you do that today?"`,
        ].join('\n');
      }
      return [
        hello,
        `"Before I pay, I'd like an itemized bill with the billing codes, and I'd like to know whether this was billed to insurance."`,
        `"Can you put a hold on the account while I review it, so it doesn't go to collections?"`,
      ].join('\n');
    },
    rungs: (ctx) => {
      const offer = lumpSum(ctx);
      return {
        discount: {
          label: 'Prompt-pay discount',
          line:
            isSelfPay(ctx) && offer
              ? `If I pay ${offer} in one payment this month, can you accept that as payment in full?`
              : 'If I pay my share in full now, what prompt-pay discount can you give me?',
        },
        credit: {
          label: 'Financial assistance',
          line: 'Do you have a financial assistance or charity care program? Please send me the application and hold the account while I apply.',
        },
        downgrade: {
          label: 'Payment plan',
          line: 'Can we set up a payment plan with no interest, at [amount you can afford] a month?',
        },
        supervisor: {
          label: 'Supervisor',
          line: "I understand you can't change it yourself. May I speak with a billing supervisor or the patient advocate?",
        },
        retention: {
          label: 'Collections hold',
          line: "Please note on my account that I'm disputing this bill, and confirm it won't go to collections while the review is open.",
        },
        complaint: {
          label: 'In writing',
          line: isInsured(ctx)
            ? "I'll send this in writing and ask my insurer for a formal review. What address should my letter go to?"
            : "I'll send my request in writing. What address or email should it go to?",
        },
      };
    },
    email: (ctx) => {
      const amount = or(ctx.amount, '[amount]');
      const when = ctx.date ? `on ${ctx.date}` : 'on [date of service]';
      const care = isEmergency(ctx) ? 'an emergency room visit' : 'care';
      const signOff = 'Please reply in writing within 14 days.\n\nThank you,\n[Your name]\n[Phone number]';
      if (isSelfPay(ctx)) {
        const estimateLine = hasEstimate(ctx)
          ? '\n4. Review this bill against the Good Faith Estimate I received before my care (copy attached).'
          : '';
        return {
          subject: `Self-pay discount and financial assistance: ${amount} bill, account [account number]`,
          body: `Hello,\n\nI received a bill for ${amount} for ${care} ${when}. I don't have insurance for this visit and I'm paying it myself.\n\nPlease:\n1. Send me an itemized bill with the billing (CPT) codes for each charge.\n2. Tell me your self-pay discount on this bill.\n3. Send me your financial assistance application, and hold the account while I apply.${estimateLine}\n\n${signOff}`,
        };
      }
      return {
        subject: `Itemized bill and billing hold: ${amount} ${isEmergency(ctx) ? 'ER visit' : 'bill'}, account [account number]`,
        body: `Hello,\n\nI received a bill for ${amount} for ${care} ${when}. ${isInsured(ctx) ? 'My health insurance should cover this visit. ' : ''}I am not refusing to pay what I truly owe, but I need to understand this bill first.\n\nPlease:\n1. Send me an itemized bill with the billing (CPT) codes for each charge.\n2. Confirm whether the claim was sent to my insurer, [insurance company], member ID [member ID], and what they paid or denied.\n3. Hold the account, with no late fees and no referral to collections, while this is reviewed.\n\n${signOff}`,
      };
    },
    talkingPoints: (ctx) => {
      if (isSelfPay(ctx)) {
        return [
          'Ask for the self-pay price before any payment plan: a plan on the full price only spreads out a bill that is too high.',
          'Ask: "Do you have a financial assistance or charity care policy, and what are the income limits?"',
          'Check every line of the itemized bill for duplicates and for services you never got.',
          ...(hasEstimate(ctx)
            ? ['Keep your Good Faith Estimate in front of you and compare it line by line with the bill.']
            : []),
          'Never give card details on the first call. You can pay once the numbers are right.',
        ];
      }
      return [
        'Ask: "Is the amount you\'re billing me the same as the patient responsibility on my EOB?" If not, ask why.',
        "Check every line of the itemized bill for charges listed twice and services you never got; ask what any code you don't recognize means.",
        'If the insurer denied the claim, call them too: ask for the reason in writing and how to appeal.',
        'A hold is a normal request. Ask for it by name and ask how many days it lasts.',
        'Never give card details on the first call. You can pay once the numbers are right.',
      ];
    },
    openQuestion: (ctx) => {
      if (!isInsured(ctx) && !isSelfPay(ctx))
        return 'Do you have health insurance, and was this visit billed to it?';
      if (isSelfPay(ctx) && !isEmergency(ctx) && !hasEstimate(ctx)) {
        return 'Did they give you a written Good Faith Estimate before the visit? If the bill is $400 or more above it, you may be able to dispute it.';
      }
      return undefined;
    },
    complaintRoutes: (ctx) =>
      isInsured(ctx)
        ? "your insurer's formal appeal (ask for the form in writing), the provider's patient advocate, and your state's insurance department"
        : "the provider's patient advocate and your state attorney general's consumer protection office",
  },
  es: {
    party: () => 'la oficina de facturación',
    subject: (ctx) =>
      `${ctx.amount ? `la factura de ${ctx.amount}` : 'esta factura'}${isEmergency(ctx) ? ' de urgencias' : ' médica'}${ctx.namedParty ? ` de ${ctx.namedParty}` : ''}`,
    strategy: (ctx) => {
      const bill = ctx.amount ? `los ${ctx.amount}` : 'esta factura';
      if (isSelfPay(ctx)) {
        return `Estás pagando por tu cuenta, así que nunca empieces desde el precio de lista. Pide una factura detallada y luego el descuento para pacientes sin seguro y su solicitud de asistencia financiera. Ofrece un pago único solo cuando sepas su cifra más baja para ${bill}.`;
      }
      if (isInsured(ctx)) {
        return `No pagues ${bill} todavía. Primero haz que la factura se justifique: pide una factura detallada y compárala con la Explicación de Beneficios (EOB) de tu seguro. Si el seguro debería cubrir ${isEmergency(ctx) ? 'la visita a urgencias' : 'la atención'}, pide a la oficina de facturación que congele la cuenta mientras se vuelve a enviar o se apela el reclamo. Negocia solo lo que de verdad te toca pagar.`;
      }
      return `No pagues ${bill} hasta ver el detalle. Pide una factura detallada, pregunta cómo se facturó al seguro y pide que congelen la cuenta mientras la revisas. Los errores, las correcciones del seguro y la asistencia financiera van antes que regatear, así que revisa eso primero.`;
    },
    opening: (ctx) => {
      const visit = `${isEmergency(ctx) ? 'mi visita a urgencias' : 'mi atención'}${ctx.date ? ` del ${ctx.date}` : ''}`;
      const hello = `"Hola, me llamo [tu nombre] y llamo por una factura de ${or(ctx.amount, '[monto]')} por ${visit}. Mi número de cuenta es [número de cuenta]."`;
      if (isSelfPay(ctx)) {
        return [
          hello,
          `"Estoy pagando por mi cuenta, sin seguro. Antes de pagar, ¿me pueden enviar una factura detallada con los códigos de facturación?"`,
          `"¿Cuál es su descuento para pacientes sin seguro sobre este monto?"`,
          `"Y por favor envíenme la solicitud de asistencia financiera. ¿Pueden congelar la cuenta mientras la presento?"`,
        ].join('\n');
      }
      if (isInsured(ctx)) {
        return [
          hello,
          `"Mi seguro debería cubrir esta visita, así que antes de pagar nada necesito tres cosas:`,
          `1. Una factura detallada con los códigos de facturación de cada cargo.`,
          `2. Saber si el reclamo se envió a mi seguro, [aseguradora], y qué pagó o rechazó.`,
          `3. Que congelen la cuenta mientras se aclara, para que no pase a cobranza. ¿Lo pueden hacer hoy?"`,
        ].join('\n');
      }
      return [
        hello,
        `"Antes de pagar, necesito una factura detallada con los códigos de facturación y saber si esto se facturó al seguro."`,
        `"¿Pueden congelar la cuenta mientras la reviso, para que no pase a cobranza?"`,
      ].join('\n');
    },
    rungs: (ctx) => {
      const offer = lumpSum(ctx);
      return {
        discount: {
          label: 'Descuento por pronto pago',
          line:
            isSelfPay(ctx) && offer
              ? `Si pago ${offer} en un solo pago este mes, ¿lo aceptan como pago total?`
              : 'Si pago mi parte completa ahora, ¿qué descuento por pronto pago me pueden dar?',
        },
        credit: {
          label: 'Asistencia financiera',
          line: '¿Tienen un programa de asistencia financiera o de atención caritativa? Por favor envíenme la solicitud y congelen la cuenta mientras la presento.',
        },
        downgrade: {
          label: 'Plan de pagos',
          line: '¿Podemos hacer un plan de pagos sin intereses, de [monto que puedes pagar] al mes?',
        },
        supervisor: {
          label: 'Supervisor',
          line: 'Entiendo que usted no lo puede cambiar. ¿Puedo hablar con un supervisor de facturación o con el defensor del paciente?',
        },
        retention: {
          label: 'Pausa de cobranza',
          line: 'Por favor anoten en mi cuenta que estoy disputando esta factura y confírmenme que no pasará a cobranza mientras la revisión esté abierta.',
        },
        complaint: {
          label: 'Por escrito',
          line: isInsured(ctx)
            ? 'Voy a enviar esto por escrito y a pedirle a mi seguro una revisión formal. ¿A qué dirección envío mi carta?'
            : 'Voy a enviar mi solicitud por escrito. ¿A qué dirección o correo la envío?',
        },
      };
    },
    email: (ctx) => {
      const amount = or(ctx.amount, '[monto]');
      const when = ctx.date ? `del ${ctx.date}` : 'del [fecha del servicio]';
      const care = isEmergency(ctx) ? 'una visita a urgencias' : 'atención médica';
      const signOff =
        'Les pido que me respondan por escrito dentro de 14 días.\n\nGracias,\n[Tu nombre]\n[Teléfono]';
      if (isSelfPay(ctx)) {
        const estimateLine = hasEstimate(ctx)
          ? '\n4. Revisen esta factura contra el Estimado de Buena Fe que recibí antes de la atención (adjunto copia).'
          : '';
        return {
          subject: `Descuento sin seguro y asistencia financiera: factura de ${amount}, cuenta [número de cuenta]`,
          body: `Hola:\n\nRecibí una factura de ${amount} por ${care} ${when}. No tengo seguro para esta visita y la estoy pagando por mi cuenta.\n\nLes pido:\n1. Una factura detallada con los códigos de facturación (CPT) de cada cargo.\n2. Su descuento para pacientes sin seguro sobre esta factura.\n3. La solicitud de asistencia financiera, y que congelen la cuenta mientras la presento.${estimateLine}\n\n${signOff}`,
        };
      }
      return {
        subject: `Factura detallada y pausa de cobro: ${isEmergency(ctx) ? 'visita a urgencias' : 'factura'} de ${amount}, cuenta [número de cuenta]`,
        body: `Hola:\n\nRecibí una factura de ${amount} por ${care} ${when}. ${isInsured(ctx) ? 'Mi seguro médico debería cubrir esta visita. ' : ''}No me niego a pagar lo que de verdad deba, pero primero necesito entender esta factura.\n\nLes pido:\n1. Una factura detallada con los códigos de facturación (CPT) de cada cargo.\n2. Confirmar si el reclamo se envió a mi aseguradora, [aseguradora], número de miembro [número de miembro], y qué pagó o rechazó.\n3. Congelar la cuenta, sin cargos por atraso y sin enviarla a cobranza, mientras se revisa.\n\n${signOff}`,
      };
    },
    talkingPoints: (ctx) => {
      if (isSelfPay(ctx)) {
        return [
          'Pide el precio sin seguro antes de cualquier plan de pagos: un plan sobre el precio completo solo reparte una factura demasiado alta.',
          'Pregunta: "¿Tienen una política de asistencia financiera o atención caritativa, y cuáles son los límites de ingresos?"',
          'Revisa cada línea de la factura detallada: cargos duplicados y servicios que nunca recibiste.',
          ...(hasEstimate(ctx)
            ? ['Ten a la mano tu Estimado de Buena Fe y compáralo línea por línea con la factura.']
            : []),
          'Nunca des los datos de tu tarjeta en la primera llamada. Puedes pagar cuando las cifras estén bien.',
        ];
      }
      return [
        'Pregunta: "¿El monto que me cobran es el mismo que la responsabilidad del paciente en mi EOB?" Si no, pregunta por qué.',
        'Revisa cada línea de la factura detallada: cargos repetidos y servicios que nunca recibiste; pregunta qué significa cualquier código que no reconozcas.',
        'Si el seguro rechazó el reclamo, llámales también: pide el motivo por escrito y cómo apelar.',
        'Congelar la cuenta es una petición normal. Pídelo con esas palabras y pregunta cuántos días dura.',
        'Nunca des los datos de tu tarjeta en la primera llamada. Puedes pagar cuando las cifras estén bien.',
      ];
    },
    openQuestion: (ctx) => {
      if (!isInsured(ctx) && !isSelfPay(ctx))
        return '¿Tienes seguro médico, y esta visita se facturó a tu seguro?';
      if (isSelfPay(ctx) && !isEmergency(ctx) && !hasEstimate(ctx)) {
        return '¿Te dieron un Estimado de Buena Fe por escrito antes de la visita? Si la factura es $400 o más por encima, podrías disputarla.';
      }
      return undefined;
    },
    complaintRoutes: (ctx) =>
      isInsured(ctx)
        ? 'la apelación formal de tu seguro (pide el formulario por escrito), el defensor del paciente del proveedor y el departamento de seguros de tu estado'
        : 'el defensor del paciente del proveedor y la oficina de protección al consumidor del fiscal general de tu estado',
  },
};
