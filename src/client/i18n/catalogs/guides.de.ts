import type { guidesEn } from './guides.en';

export const guidesDe = {
  'guides.browseCoaches': 'Coaches ansehen',
  'guides.becomeACoach': 'Coach werden',
  'guides.stepNumber': 'Schritt {number}',

  'guides.howItWorks.eyebrow': 'So funktioniert’s',
  'guides.howItWorks.title': 'So funktioniert’s',
  'guides.howItWorks.intro':
    'Mit Stillpoint findest du ganz einfach einen Achtsamkeitscoach, buchst eine Zeit, die dir passt, und triffst dich privat per Video, wo immer du bist.',
  'guides.howItWorks.learnMore': 'Mehr erfahren',
  'guides.howItWorks.explore': 'Coaches entdecken',
  'guides.howItWorks.ctaTitle': 'Finde einen Coach, der zu dir passt',
  'guides.howItWorks.ctaText': 'Stöbere in Profilen, lies Bewertungen und sieh freie Zeiten in deiner eigenen Zeitzone.',
  'guides.steps.eyebrow': 'Vier Schritte',
  'guides.steps.title': 'Von der ersten Suche zur festen Praxis',
  'guides.steps.intro': 'Eine Sitzung ist in wenigen Minuten gebucht. Die Praxis, die du aufbaust, kann viel länger tragen.',
  'guides.steps.find.title': 'Finde deinen Coach',
  'guides.steps.find.text':
    'Durchsuche das Verzeichnis nach Schwerpunkt, Preis und freien Zeiten. Lies die Geschichte jedes Coaches und die Bewertungen seiner Klientinnen und Klienten.',
  'guides.steps.book.title': 'Buchen & bezahlen',
  'guides.steps.book.text':
    'Wähle eine freie Zeit, angezeigt in deiner eigenen Zeitzone, und bezahle sicher per Karte. Dein Coach bestätigt dann die Sitzung.',
  'guides.steps.meet.title': 'Per Video treffen',
  'guides.steps.meet.text':
    'Starte deine private Videositzung zu zweit direkt aus deinem Dashboard. Du brauchst nur einen ruhigen Ort und ein Gerät mit Kamera.',
  'guides.steps.reflect.title': 'Nachspüren & bewerten',
  'guides.steps.reflect.text':
    'Nimm eine kleine Übung mit in deine Woche, buche wieder, wann es dir passt, und hinterlasse eine ehrliche Bewertung, die anderen bei der Wahl hilft.',
  'guides.faq.eyebrow': 'Fragen',
  'guides.faq.title': 'Häufige Fragen',
  'guides.faq.therapy.question': 'Wie unterscheidet sich Achtsamkeitscoaching von Therapie?',
  'guides.faq.therapy.answer':
    'Therapie ist eine Gesundheitsleistung, die psychische Erkrankungen erkennt und behandelt, und wird von zugelassenen Fachleuten erbracht. Achtsamkeitscoaching ist keine Behandlung. Es hilft dir, Achtsamkeit, Ruhe und gesunde Gewohnheiten für den Alltag aufzubauen, und schaut vor allem auf das Jetzt und die kleinen Schritte, die du als Nächstes gehen kannst.',
  'guides.faq.whoFor.question': 'Für wen eignet sich Achtsamkeitscoaching?',
  'guides.faq.whoFor.answer':
    'Coaching eignet sich für Erwachsene, die ihren Alltag im Großen und Ganzen bewältigen und sich Unterstützung wünschen, etwa bei Stress, Schlafroutinen, Konzentration, Elternsein oder dem Einstieg in die Meditation. Als wichtigste Hilfe in einer psychischen Krise ist es nicht geeignet. Wenn du in einer Krise bist oder daran denkst, dir etwas anzutun, wende dich bitte sofort an den Notruf oder eine Krisenhotline in deiner Nähe.',
  'guides.faq.medical.question': 'Gibt mir mein Coach medizinischen Rat?',
  'guides.faq.medical.answer':
    'Nein. Coaches auf Stillpoint stellen keine Diagnosen, verschreiben keine Medikamente, beraten nicht dazu und geben keinerlei medizinischen Rat. Kommt etwas zur Sprache, das in ärztliche oder psychotherapeutische Hände gehört, sagt ein guter Coach das offen und ermutigt dich, dir diese Hilfe zu holen.',
  'guides.faq.therapist.question': 'Kann ich mit einem Coach arbeiten, während ich in Therapie bin?',
  'guides.faq.therapist.answer':
    'Das tun viele. Coaching kann eine Therapie gut ergänzen, weil es dir Zeit gibt, Achtsamkeit praktisch zu üben. Wir empfehlen, deiner Therapeutin oder deinem Therapeuten davon zu erzählen und auch deinem Coach, damit alle in dieselbe Richtung weisen. Sollten sich die beiden einmal widersprechen, folge dem Rat aus der Therapie.',
  'guides.faq.firstSession.question': 'Was erwartet mich in der ersten Sitzung?',
  'guides.faq.firstSession.answer':
    'In der ersten Sitzung geht es vor allem ums Kennenlernen. Dein Coach fragt, was dich zum Coaching geführt hat und was du verändern möchtest, erklärt, wie er oder sie arbeitet, und leitet meist eine kurze Übung an, zum Beispiel eine Atemübung. Du erzählst so viel oder so wenig, wie du möchtest, und kannst jederzeit Fragen stellen.',

  'guides.gettingStarted.eyebrow': 'Erste Schritte',
  'guides.gettingStarted.title': 'Erste Schritte',
  'guides.gettingStarted.intro':
    'Neu im Coaching? Hier findest du alles, was du brauchst, um einen Coach zu finden, bei dem du dich wohlfühlst, und entspannt in deine erste Sitzung zu gehen.',
  'guides.gettingStarted.ctaTitle': 'Bereit, wenn du es bist',
  'guides.gettingStarted.ctaText': 'Sieh dir Coaches in deinem Tempo an. Bezahlt wird erst, wenn du eine Sitzung buchst.',
  'guides.choosing.eyebrow': 'Schritt eins',
  'guides.choosing.title': 'So wählst du einen Coach',
  'guides.choosing.intro': 'Den einen richtigen Coach gibt es nicht, nur den, der gerade zu dir passt. Diese vier Fragen helfen dir.',
  'guides.choosing.start.title': 'Beginne mit deinem Anliegen',
  'guides.choosing.start.text':
    'Wähle einen Schwerpunkt wie Schlaf, Stress im Beruf oder achtsames Elternsein. Das Verzeichnis zeigt dir dann nur Coaches, die in diesem Bereich arbeiten.',
  'guides.choosing.read.title': 'Lies Profile und Bewertungen',
  'guides.choosing.read.text':
    'Jeder Coach beschreibt Werdegang, Ausbildung und Arbeitsweise in eigenen Worten. Bewertungen stammen nur von Menschen, die eine Sitzung abgeschlossen haben.',
  'guides.choosing.check.title': 'Prüfe die praktischen Details',
  'guides.choosing.check.text':
    'Preis pro Sitzung, Sitzungsdauer und freie Zeiten stehen in jedem Profil, sodass du Coaches vergleichen kannst, bevor du dich festlegst.',
  'guides.choosing.trust.title': 'Vertrau deinem Gefühl',
  'guides.choosing.trust.text':
    'Dass du dich bei deinem Coach wohlfühlst, zählt mehr als jedes Zertifikat. Passt es beim ersten Coach nicht, ist es völlig in Ordnung, jemand anderen auszuprobieren.',
  'guides.firstSession.eyebrow': 'Schritt zwei',
  'guides.firstSession.title': 'Deine erste Sitzung',
  'guides.firstSession.intro': 'Wenn du weißt, was dich erwartet, fällt es leichter, dich darauf einzulassen.',
  'guides.firstSession.flowTitle': 'So sieht eine Sitzung aus',
  'guides.firstSession.flow.confirm':
    'Dein Coach bestätigt die Anfrage, und der Videolink erscheint in deinem Dashboard und in deiner Bestätigungs-E-Mail.',
  'guides.firstSession.flow.meet': 'Ihr trefft euch zu zweit per Video, so lange wie im Profil angegeben, oft 60 Minuten.',
  'guides.firstSession.flow.ask': 'Dein Coach fragt, was dich hergeführt hat und was sich für dich verändern soll.',
  'guides.firstSession.flow.practice':
    'Gemeinsam probiert ihr eine kurze Übung aus, etwa eine Atemübung oder einen Bodyscan, und sprecht darüber, wie es sich angefühlt hat.',
  'guides.firstSession.flow.finish':
    'Zum Schluss nimmst du eine kleine Sache mit, die du bis zum nächsten Treffen ausprobieren kannst, falls ihr euch wiederseht.',
  'guides.firstSession.prepareTitle': 'Vorbereitung auf deine erste Sitzung',
  'guides.firstSession.prepare.spot': 'Such dir einen ruhigen, ungestörten Ort, an dem du die ganze Sitzung über frei sprechen kannst.',
  'guides.firstSession.prepare.check': 'Prüfe ein paar Minuten vorher Kamera, Mikrofon und Internetverbindung.',
  'guides.firstSession.prepare.notes': 'Notiere dir ein paar Dinge, die du ansprechen möchtest. Ein, zwei Sätze genügen.',
  'guides.firstSession.prepare.comfort': 'Trag etwas Bequemes. Manche Übungen macht man im Sitzen oder Liegen.',
  'guides.firstSession.prepare.beginners': 'Du brauchst keine Meditationserfahrung. Anfängerinnen und Anfänger sind herzlich willkommen.',
  'guides.pricing.eyebrow': 'Schritt drei',
  'guides.pricing.title': 'Klare, einfache Preise',
  'guides.pricing.intro': 'Du siehst immer den vollen Preis, bevor du bezahlst.',
  'guides.pricing.rates.title': 'Coaches legen ihre Preise selbst fest',
  'guides.pricing.rates.text':
    'Der Preis pro Sitzung steht im Profil jedes Coaches und im Verzeichnis, damit dich beim Bezahlen keine Überraschungen erwarten.',
  'guides.pricing.noFee.title': 'Keine Plattformgebühr für Klienten während der Beta',
  'guides.pricing.noFee.text':
    'Du zahlst den Preis der Sitzung und nichts weiter. Die Plattformgebühr in deiner Buchungsübersicht beträgt 0,00 $.',
  'guides.pricing.policy.title': 'Stornobedingungen, die du vor dem Bezahlen siehst',
  'guides.pricing.policy.text':
    'Pläne ändern sich. Die Stornobedingungen jedes Coaches (flexibel, moderat oder streng) stehen im Profil und beim Bezahlen; stornierst du rechtzeitig in deinem Dashboard, bekommst du den vollen Betrag zurück.',

  'guides.founding.eyebrow': 'Gründungscoaches',
  'guides.founding.title': 'Werde Gründungscoach',
  'guides.founding.intro':
    'Wir bauen Stillpoint mit einem ersten Kreis von Achtsamkeitscoaches auf. Mach jetzt mit, coache zu deinen eigenen Bedingungen, nutze Pro während der Beta kostenlos und gestalte mit, was als Nächstes kommt.',
  'guides.founding.communityTitle': 'Werde Teil einer Gemeinschaft von über 1.000 Menschen, die Achtsamkeit entdecken',
  'guides.founding.communityText':
    'Menschen kommen zu Stillpoint, weil sie sich ruhigere Tage, besseren Schlaf und mehr Konzentration wünschen. Dein Profil hilft denen, die deinen Ansatz brauchen, dich zu finden.',
  'guides.founding.ctaTitle': 'Sichere dir deinen Gründungsplatz',
  'guides.founding.ctaText':
    'Wähle im ersten Schritt den Pro-Plan, leg deinen Preis und deine Zeiten fest, und schon kannst du deine ersten Klientinnen und Klienten begrüßen.',
  'guides.offer.eyebrow': 'Das Angebot für Gründungscoaches',
  'guides.offer.title': 'Pro, kostenlos während der ganzen Beta',
  'guides.offer.intro':
    'Gründungscoaches bekommen jede Pro-Funktion kostenlos, solange Stillpoint in der Beta ist. Wir sagen dir rechtzeitig Bescheid, bevor kostenpflichtige Pläne starten.',
  'guides.offer.proPlan': 'Pro-Plan',
  'guides.offer.free': 'Kostenlos',
  'guides.offer.duringBeta': 'während der Beta',
  'guides.offer.regularlyBefore': 'Nach der Beta regulär ',
  'guides.offer.regularlyPrice': '29 $/Monat',
  'guides.offer.regularlyAfter': '.',
  'guides.offer.noFees': 'Keine Plattformgebühren während der Beta',
  'guides.offer.everyFeature': 'Alle Pro-Funktionen inklusive',
  'guides.offer.notify': 'Wir melden uns, bevor kostenpflichtige Pläne starten',
  'guides.offer.priority.title': 'Bevorzugte Platzierung',
  'guides.offer.priority.text': 'Pro-Coaches erscheinen im Coach-Verzeichnis ganz oben.',
  'guides.offer.branding.title': 'Dein Auftritt',
  'guides.offer.branding.text':
    'Zeig in deinem Profil den Namen deiner Praxis und einen Link zu deiner Website oder deinem Social-Media-Profil.',
  'guides.offer.calendar.title': 'Kalender-Sync',
  'guides.offer.calendar.text': 'Abonniere deine Sitzungen in Google Kalender oder jeder anderen iCal-App.',
  'guides.offer.notes.title': 'Sitzungsnotizen',
  'guides.offer.notes.text': 'Halte zu jeder Sitzung private Notizen fest, um den Weg jedes Klienten zu begleiten.',
  'guides.fees.eyebrow': 'Faire, einfache Gebühren',
  'guides.fees.title': 'Keine Plattformgebühren während der Beta',
  'guides.fees.intro':
    'Solange Stillpoint in der Beta ist, behalten wir bei keinem Plan eine Plattformgebühr von deinen Sitzungen ein. Nach der Beta fällt pro bezahlter Sitzung eine kleine Gebühr an, mit Pro die niedrigste.',
  'guides.fees.caption': 'Plattformgebühr pro bezahlter Sitzung',
  'guides.fees.plan': 'Plan',
  'guides.fees.duringBeta': 'Während der Beta',
  'guides.fees.afterBeta': 'Nach der Beta',
  'guides.fees.proPlan': 'Pro-Plan',
  'guides.fees.freePlan': 'Kostenloser Plan',
} as const satisfies Record<keyof typeof guidesEn, string>;
