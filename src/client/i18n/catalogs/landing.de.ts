import type { landingEn } from './landing.en';

export const landingDe = {
  'landing.hero.badge': 'Achtsamkeits-Coaching, persönlich und online',
  'landing.hero.title': 'Coaching für Geist, Seele und dich selbst',
  'landing.hero.intro':
    'Finde einen Achtsamkeits-Coach, der zu deinem Leben passt. Entwickle Ruhe, Fokus und innere Stärke in privaten Videositzungen – in einem Tempo, das sich für dich richtig anfühlt.',
  'landing.hero.explore': 'Coaches entdecken',
  'landing.hero.gettingStarted': 'Erste Schritte',
  'landing.specializations.eyebrow': 'Finde deinen Schwerpunkt',
  'landing.specializations.title': 'Achtsamkeits-Coaching mit Schwerpunkt',
  'landing.specializations.intro':
    'Jeder Coach bringt eigene Erfahrung mit. Beginne mit dem, wobei du dir Unterstützung wünschst – wir zeigen dir die Coaches, die in diesem Bereich arbeiten.',
  'landing.specializations.loading': 'Schwerpunkte werden geladen …',
  'landing.specializations.failed': 'Die Schwerpunkte konnten gerade nicht geladen werden.',
  'landing.specializations.retry': 'Noch einmal versuchen',
  'landing.specializations.empty': 'Hier erscheinen die Schwerpunkte, sobald unsere ersten Coaches dabei sind.',
  'landing.specializations.coachCount': '{count, plural, one {# Coach verfügbar} other {# Coaches verfügbar}}',
  'landing.becomeACoach': 'Coach werden',
  'landing.learnMore': 'Mehr erfahren',
  'landing.learnMoreHidden': ' über die Wahl eines Coaches und deine erste Sitzung',
  'landing.testimonials.eyebrow': 'In ihren Worten',
  'landing.testimonials.title': 'Geschichten aus unserer Gemeinschaft',
  'landing.testimonials.intro': 'Kleine, beständige Veränderungen von Menschen, die der Achtsamkeit etwas Raum gegeben haben.',
  'landing.testimonials.rated': 'Mit {rating} von 5 bewertet',
  'landing.testimonials.priya.quote':
    'Ich wollte eigentlich meinen Stress „reparieren“. Bekommen habe ich ein paar kleine Übungen, die ich wirklich nutze. Eine Pause von drei Minuten vor Meetings hat verändert, wie sich meine Arbeitstage anfühlen.',
  'landing.testimonials.priya.title': 'Produktmanagerin',
  'landing.testimonials.daniel.quote':
    'Mein Coach hat mir geholfen, ein Abendritual zu finden, das sich mit zwei kleinen Kindern vereinbaren lässt. Beim Zubettbringen bin ich geduldiger, und ich merke früher, wenn meine Kraft zur Neige geht.',
  'landing.testimonials.daniel.title': 'Lehrer an einer weiterführenden Schule',
  'landing.testimonials.sofia.quote':
    'Die Buchung war einfach, und die Sitzungen fühlten sich persönlich an, nicht wie nach Drehbuch. Ein paar mehr Termine am späten Abend wären schön, aber was ich über das Atmen unter Termindruck gelernt habe, begleitet mich bis heute.',
  'landing.testimonials.sofia.title': 'Freiberufliche Designerin',
  'landing.coaches.eyebrow': 'Für Coaches',
  'landing.coaches.title': 'Coaching mit Sinn',
  'landing.coaches.intro':
    'Stillpoint ist für Achtsamkeits-Coaches gemacht, die ihre Energie ins Coaching stecken möchten, nicht in Verwaltung.',
  'landing.coaches.schedule.title': 'Deine Zeiten, dein Plan',
  'landing.coaches.schedule.text':
    'Wähle die Tage und Stunden, an denen du coachst, in deiner eigenen Zeitzone. Klient:innen sehen nur die Zeiten, die du freigegeben hast.',
  'landing.coaches.impact.title': 'Wirkung, die bleibt',
  'landing.coaches.impact.text':
    'Arbeite eins zu eins mit Menschen, die sich für dich entschieden haben, und hilf ihnen, Übungen zu entwickeln, die weit über die Sitzung hinaus tragen.',
  'landing.coaches.grow.title': 'Lass deine Praxis wachsen',
  'landing.coaches.grow.text':
    'Ein Profil mit deiner Geschichte, deinen Schwerpunkten und Bewertungen hilft den richtigen Klient:innen, dich zu finden – deinen Preis bestimmst du selbst.',
  'landing.coaches.tools.title': 'Einfache, hilfreiche Werkzeuge',
  'landing.coaches.tools.text':
    'Buchungen, Zahlungen, Videolinks und Erinnerungen laufen von selbst, damit deine Aufmerksamkeit bei deinen Klient:innen bleibt.',
  'landing.coaches.foundingOffer': 'Zum Angebot für Gründungs-Coaches',
  'landing.about.eyebrow': 'Über Stillpoint',
  'landing.about.title': 'Leiser wachsen',
  'landing.about.intro':
    'Stillpoint verbindet Menschen mit unabhängigen Achtsamkeits-Coaches für private Videositzungen. Wir halten die Plattform schlicht, damit das Coaching im Mittelpunkt steht.',
  'landing.about.presence.name': 'Präsenz',
  'landing.about.presence.text':
    'Die Sitzungen sind ohne Eile und eins zu eins. Dein Coach schenkt dir volle Aufmerksamkeit und hilft dir, dieselbe Aufmerksamkeit deinem eigenen Leben zu schenken.',
  'landing.about.accessibility.name': 'Zugänglichkeit',
  'landing.about.accessibility.text':
    'Coaching sollte nicht davon abhängen, wo du wohnst. Jede Sitzung findet per Video statt, Coaches nennen klare Preise, und du siehst die vollen Kosten, bevor du buchst.',
  'landing.about.transformation.name': 'Wandel',
  'landing.about.transformation.text':
    'Echte Veränderung geschieht meist leise und nach und nach. Wir setzen auf kleine Übungen, die du beibehalten kannst, damit Ruhe und Klarheit Teil ganz gewöhnlicher Tage werden.',
} as const satisfies Record<keyof typeof landingEn, string>;
