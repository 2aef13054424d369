//! The rules as the app plays them, per game. `adaptation: true` marks the app's own decisions
//! where the printed rules are silent (shown with a badge).

use super::RuleText;
use crate::games::GameId;

const fn h(en: &'static str, de: &'static str, fr: &'static str) -> RuleText {
    RuleText { adaptation: false, heading: true, text: [en, de, fr] }
}
const fn p(en: &'static str, de: &'static str, fr: &'static str) -> RuleText {
    RuleText { adaptation: false, heading: false, text: [en, de, fr] }
}
const fn a(en: &'static str, de: &'static str, fr: &'static str) -> RuleText {
    RuleText { adaptation: true, heading: false, text: [en, de, fr] }
}

pub fn rules_of(game: GameId) -> &'static [RuleText] {
    match game {
        GameId::AliBaba => ALI_BABA,
        _ => &[],
    }
}

/// How the app itself works, shown after every game's rules.
pub static PLAYING_THE_APP: &[RuleText] = &[
    h("Playing across town", "Aus der Ferne spielen", "Jouer à distance"),
    p("After your move, \"Send the turn\" makes a link that holds the whole game; send it in any chat. Whoever opens it plays the next move and sends a link back. No account and no server: the link is the game. On each phone, pick who you are, so the app shows your tiles and tells you when it is your turn.",
      "Nach deinem Zug erzeugt „Zug senden“ einen Link, der das ganze Spiel enthält; schick ihn über einen beliebigen Chat. Wer ihn öffnet, macht den nächsten Zug und schickt einen Link zurück. Kein Konto, kein Server: Der Link ist das Spiel. Wähle auf jedem Handy, wer du bist, damit die App deine Plättchen zeigt und sagt, wann du dran bist.",
      "Après votre coup, « Envoyer le tour » crée un lien qui contient toute la partie ; envoyez-le par n'importe quelle messagerie. Qui l'ouvre joue le coup suivant et renvoie un lien. Ni compte ni serveur : le lien est la partie. Sur chaque téléphone, choisissez qui vous êtes : l'application montrera vos tuiles et vous dira quand c'est à vous."),
    p("Be aware: whoever holds a link holds all of the game's data, the face-down tiles and everyone's hidden tiles included. The app never shows them, and the link is not readable at a glance, but someone determined could decode it. Send links only to the players.",
      "Beachte: Wer einen Link hat, hat alle Daten des Spiels, auch die verdeckten Plättchen und die geheimen Plättchen aller. Die App zeigt sie nie, und lesbar ist der Link nicht auf einen Blick, aber wer es darauf anlegt, kann ihn entschlüsseln. Schick Links nur an die Mitspielenden.",
      "Attention : qui détient un lien détient toutes les données de la partie, y compris les tuiles face cachée et les tuiles secrètes de chacun. L'application ne les montre jamais et le lien n'est pas lisible d'un coup d'œil, mais une personne décidée pourrait le décoder. N'envoyez les liens qu'aux joueurs."),
    p("A link only ever adds to a game: a newer one brings the new moves, an older one is refused politely, and if two histories differ, both are kept.",
      "Ein Link ergänzt ein Spiel immer nur: Ein neuerer bringt die neuen Züge, ein älterer wird freundlich abgelehnt, und wenn zwei Verläufe voneinander abweichen, bleiben beide erhalten.",
      "Un lien ne fait qu'ajouter à une partie : un plus récent apporte les nouveaux coups, un plus ancien est poliment refusé, et si deux historiques diffèrent, les deux sont gardés."),
    h("Offline", "Ohne Netz", "Hors ligne"),
    p("After one visit with a connection, Sesame starts and plays without one, links included, and can be installed on the home screen from the browser's menu. A new version is picked up on the next visit with a connection.",
      "Nach einem Besuch mit Verbindung startet und spielt Sesam auch ohne, Links eingeschlossen, und lässt sich über das Browsermenü auf dem Startbildschirm installieren. Eine neue Version kommt beim nächsten Besuch mit Verbindung.",
      "Après une visite connectée, Sésame démarre et se joue sans connexion, liens compris, et peut être installé sur l'écran d'accueil depuis le menu du navigateur. Une nouvelle version arrive à la prochaine visite connectée."),
];

static ALI_BABA: &[RuleText] = &[
    h("Goal", "Ziel", "But"),
    p("Collect treasures from the cave. The more tiles of one kind you hold at the end, the more they score. Use the tiles' magic to outwit the others.",
      "Sammle Schätze aus der Höhle. Je mehr Plättchen einer Sorte du am Ende hast, desto mehr Punkte bringen sie. Nutze die Magie der Plättchen, um die anderen zu überlisten.",
      "Récoltez des trésors dans la caverne. Plus vous avez de tuiles d'une même sorte à la fin, plus elles rapportent. Utilisez la magie des tuiles pour déjouer les autres."),
    h("Material", "Material", "Matériel"),
    p("60 treasure tiles: ten kinds, each once in each of six colours. Each colour is a magic effect, and each colour also has its own symbol.",
      "60 Schatzplättchen: zehn Sorten, jede einmal in jeder der sechs Farben. Jede Farbe ist ein Zauber und hat zusätzlich ein eigenes Symbol.",
      "60 tuiles trésor : dix sortes, chacune une fois dans chacune des six couleurs. Chaque couleur est un effet magique et a aussi son propre symbole."),
    a("The printed rules name nine kinds; the tenth is the necklace from the story: carpet, chest, crown, ruby, statue, sword, diamond, ring, Aladdin's lamp, necklace.",
      "Die gedruckten Regeln nennen neun Sorten; die zehnte ist die Halskette aus der Geschichte: Teppich, Truhe, Krone, Rubin, Statue, Schwert, Diamant, Ring, Aladdins Lampe, Halskette.",
      "Les règles imprimées nomment neuf sortes ; la dixième est le collier de l'histoire : tapis, coffre, couronne, rubis, statue, épée, diamant, bague, lampe d'Aladin, collier."),
    h("The pyramid", "Die Pyramide", "La pyramide"),
    p("The standard cave has four layers: 25, 16, 9 and 4 tiles, each upper tile lying over four. All layers are dealt face down except the top one. The six tiles left over go back to the box unseen.",
      "Die normale Höhle hat vier Ebenen: 25, 16, 9 und 4 Plättchen, jedes obere liegt auf vier. Alle Ebenen werden verdeckt ausgelegt außer der obersten. Die sechs übrigen Plättchen kommen ungesehen in die Schachtel.",
      "La caverne standard a quatre niveaux : 25, 16, 9 et 4 tuiles, chaque tuile supérieure posée sur quatre. Tous les niveaux sont posés face cachée sauf le dernier. Les six tuiles restantes retournent dans la boîte sans être vues."),
    p("A tile is covered while any tile above it overlaps it. Face-down tiles are drawn as patterned backs; glowing tiles are the ones you may take now.",
      "Ein Plättchen ist bedeckt, solange ein Plättchen darüber es überlappt. Verdeckte Plättchen zeigen ein Muster; leuchtende Plättchen darfst du jetzt nehmen.",
      "Une tuile est couverte tant qu'une tuile au-dessus la chevauche. Les tuiles face cachée montrent un motif ; les tuiles qui brillent sont celles que vous pouvez prendre."),
    a("The start player is drawn at random, unless the players pick one when setting up.",
      "Wer beginnt, wird ausgelost, außer ihr wählt es beim Aufbau selbst.",
      "Le premier joueur est tiré au sort, sauf si vous le choisissez à la mise en place."),
    h("Your turn", "Dein Zug", "Votre tour"),
    p("1. Take a face-up tile from the board and put it behind your screen. 2. Every face-down tile that is no longer covered turns face up. 3. You may use the magic of the colour of the tile you took, at once, or not at all.",
      "1. Nimm ein aufgedecktes Plättchen vom Brett und lege es hinter deinen Sichtschirm. 2. Jedes verdeckte Plättchen, das nicht mehr bedeckt ist, wird aufgedeckt. 3. Du darfst den Zauber der Farbe des genommenen Plättchens sofort nutzen — oder gar nicht.",
      "1. Prenez une tuile face visible sur le plateau et placez-la derrière votre paravent. 2. Chaque tuile face cachée qui n'est plus couverte est retournée. 3. Vous pouvez utiliser la magie de la couleur de la tuile prise, immédiatement, ou pas du tout."),
    a("Tiles flip after every tile that leaves the board, also after green's extra tile.",
      "Plättchen werden nach jedem Plättchen aufgedeckt, das das Brett verlässt, auch nach dem zusätzlichen Plättchen des grünen Zaubers.",
      "Les tuiles se retournent après chaque tuile qui quitte le plateau, y compris la tuile supplémentaire de la magie verte."),
    h("The six magic colours", "Die sechs Zauberfarben", "Les six couleurs magiques"),
    p("Pink (heart): score 5 points.", "Rosa (Herz): 5 Punkte.", "Rose (cœur) : marquez 5 points."),
    p("Blue (drop): score 2 points for each tile flipped this turn — or 2 points if your tile lay on the board itself and uncovered a square of it.",
      "Blau (Tropfen): 2 Punkte für jedes in diesem Zug aufgedeckte Plättchen — oder 2 Punkte, wenn dein Plättchen direkt auf dem Brett lag und ein Feld freigelegt hat.",
      "Bleu (goutte) : 2 points par tuile retournée ce tour — ou 2 points si votre tuile reposait sur le plateau et a dégagé une case."),
    p("Brown (square): score 2 points for each tile of this tile's kind behind your screen, this one included; you show them.",
      "Braun (Quadrat): 2 Punkte für jedes Plättchen dieser Sorte hinter deinem Sichtschirm, dieses mitgezählt; du zeigst sie vor.",
      "Marron (carré) : 2 points par tuile de cette sorte derrière votre paravent, celle-ci comprise ; vous les montrez."),
    p("Green (leaf): also take a face-up tile beside it (sharing an edge, not a corner); that tile's magic does not work. White bans apply to it even if that leaves no tile to take.",
      "Grün (Blatt): Nimm auch ein aufgedecktes Nachbarplättchen (gemeinsame Kante, keine Ecke); dessen Zauber wirkt nicht. Weiße Verbote gelten dafür, auch wenn dann keines übrig bleibt.",
      "Vert (feuille) : prenez aussi une tuile face visible voisine (un côté commun, pas un coin) ; sa magie ne s'applique pas. Les interdictions blanches s'appliquent, même s'il ne reste alors aucune tuile."),
    a("Beside means: seen from above, the two squares share a piece of edge, on any layers. After a lamp swap, green counts from the place the lamp was taken from.",
      "Benachbart heißt: Von oben gesehen teilen die beiden Felder ein Stück Kante, auf beliebigen Ebenen. Nach einem Lampentausch zählt der Platz, von dem die Lampe genommen wurde.",
      "Voisine signifie : vues de dessus, les deux cases partagent un morceau de côté, quels que soient les niveaux. Après un échange de lampe, on compte depuis la place d'où la lampe a été prise."),
    p("Yellow (sun): each opponent shows you one tile of their choice from behind their screen; you may keep one of them (its magic does not work); the others go back.",
      "Gelb (Sonne): Alle anderen zeigen dir ein Plättchen ihrer Wahl; eines davon darfst du behalten (sein Zauber wirkt nicht); die anderen gehen zurück.",
      "Jaune (soleil) : chaque adversaire vous montre une tuile de son choix ; vous pouvez en garder une (sa magie ne s'applique pas) ; les autres sont rendues."),
    a("An opponent with no tiles shows nothing. On a shared device each opponent chooses in private, and the shown tiles are revealed together once everyone has chosen.",
      "Wer keine Plättchen hat, zeigt nichts. Auf einem gemeinsamen Gerät wählt jede Person für sich, und die gezeigten Plättchen werden gemeinsam aufgedeckt, wenn alle gewählt haben.",
      "Un adversaire sans tuile ne montre rien. Sur un appareil partagé, chacun choisit en privé, et les tuiles montrées sont révélées ensemble quand tous ont choisi."),
    p("White (moon): name a kind or a colour. Until your next turn, your opponents may not take a tile of that kind or colour from the board. A player who can take no tile at all because of it may take any face-up tile.",
      "Weiß (Mond): Nenne eine Sorte oder eine Farbe. Bis zu deinem nächsten Zug dürfen die anderen kein solches Plättchen vom Brett nehmen. Wer deshalb gar kein Plättchen nehmen kann, darf ein beliebiges aufgedecktes nehmen.",
      "Blanc (lune) : nommez une sorte ou une couleur. Jusqu'à votre prochain tour, vos adversaires ne peuvent pas prendre une telle tuile sur le plateau. Un joueur qui ne peut alors prendre aucune tuile peut prendre n'importe quelle tuile face visible."),
    a("Forbidden tiles are drawn faded with a ban sign. White only forbids taking from the board, not a lamp swap or a yellow keep. If several white bans together leave nothing, every face-up tile may be taken.",
      "Verbotene Plättchen erscheinen blass mit Verbotszeichen. Weiß verbietet nur das Nehmen vom Brett, nicht Lampentausch oder gelbes Behalten. Lassen mehrere weiße Verbote zusammen nichts übrig, darf jedes aufgedeckte Plättchen genommen werden.",
      "Les tuiles interdites sont pâles avec un signe d'interdiction. Le blanc n'interdit que de prendre sur le plateau, pas un échange de lampe ni une tuile gardée par le jaune. Si plusieurs interdictions blanches ne laissent rien, toute tuile face visible peut être prise."),
    a("Pink and blue only ever gain points, so the app always uses them. An effect that can do nothing (blue with nothing flipped, green with no neighbour, yellow when no opponent holds a tile) passes without a question.",
      "Rosa und Blau bringen nur Punkte, darum nutzt die App sie immer. Ein Zauber, der nichts bewirken kann (Blau ohne Aufdecken, Grün ohne Nachbarn, Gelb wenn niemand Plättchen hat), entfällt ohne Nachfrage.",
      "Le rose et le bleu ne font que rapporter des points : l'application les utilise toujours. Une magie qui ne peut rien faire (bleu sans tuile retournée, vert sans voisine, jaune si aucun adversaire n'a de tuile) passe sans question."),
    p("Points from magic move your marker on the public score track at once. The tiles behind your screen stay secret.",
      "Punkte aus Zaubern rücken sofort auf der öffentlichen Punkteleiste vor. Die Plättchen hinter deinem Sichtschirm bleiben geheim.",
      "Les points de magie avancent aussitôt sur la piste de score publique. Les tuiles derrière votre paravent restent secrètes."),
    h("The end", "Spielende", "Fin de la partie"),
    p("Once the last face-down tile has been flipped, play on until everyone has had the same number of turns (up to the player on the start player's right); then everyone plays one last turn. If the board is empty, the game ends at once.",
      "Sobald das letzte verdeckte Plättchen aufgedeckt ist, wird weitergespielt, bis alle gleich viele Züge hatten (bis zur Person rechts vom Startspieler); danach hat jede Person noch einen letzten Zug. Ist das Brett leer, endet das Spiel sofort.",
      "Dès que la dernière tuile cachée est retournée, on joue jusqu'à ce que chacun ait joué autant de tours (jusqu'au joueur à droite du premier joueur) ; puis chacun joue un dernier tour. Si le plateau est vide, la partie s'arrête aussitôt."),
    a("The turn that empties the board is finished first: its magic may still be used.",
      "Der Zug, der das Brett leert, wird noch zu Ende gespielt: Sein Zauber darf noch genutzt werden.",
      "Le tour qui vide le plateau est d'abord terminé : sa magie peut encore être utilisée."),
    p("Each player groups their tiles by kind: a group of 1, 2, 3, 4, 5 or 6 tiles scores 1, 3, 6, 10, 15 or 21 points, added to the points from magic. Most points wins; on a tie, the tied player with fewer tiles wins.",
      "Alle sortieren ihre Plättchen nach Sorte: Eine Gruppe aus 1, 2, 3, 4, 5 oder 6 Plättchen bringt 1, 3, 6, 10, 15 oder 21 Punkte, zusätzlich zu den Zauberpunkten. Die meisten Punkte gewinnen; bei Gleichstand gewinnt, wer weniger Plättchen hat.",
      "Chacun groupe ses tuiles par sorte : un groupe de 1, 2, 3, 4, 5 ou 6 tuiles rapporte 1, 3, 6, 10, 15 ou 21 points, en plus des points de magie. Le plus de points gagne ; à égalité, celui qui a le moins de tuiles gagne."),
    a("If the tied players also hold the same number of tiles, they share the win.",
      "Haben die Gleichstehenden auch gleich viele Plättchen, teilen sie sich den Sieg.",
      "Si les joueurs à égalité ont aussi autant de tuiles, ils se partagent la victoire."),
    p("Example: 4 carpets (10) + 3 crowns (6) + 1 statue (1) + 2 chests (3) + 1 ruby (1) + 2 swords (3) = 24 points.",
      "Beispiel: 4 Teppiche (10) + 3 Kronen (6) + 1 Statue (1) + 2 Truhen (3) + 1 Rubin (1) + 2 Schwerter (3) = 24 Punkte.",
      "Exemple : 4 tapis (10) + 3 couronnes (6) + 1 statue (1) + 2 coffres (3) + 1 rubis (1) + 2 épées (3) = 24 points."),
    h("Variants", "Varianten", "Variantes"),
    p("Aladdin's lamp: the lamps are set aside, six other tiles are laid face up beside the board (they never enter the pyramid), then the lamps are mixed back in. When you take a lamp, either keep it and use its own colour, or swap it with a tile beside the board (the lamp goes there) and use that tile's magic.",
      "Aladdins Lampe: Die Lampen werden beiseitegelegt, sechs andere Plättchen offen neben das Brett gelegt (sie kommen nie in die Pyramide), dann die Lampen wieder untergemischt. Nimmst du eine Lampe, behalte sie und nutze ihre Farbe — oder tausche sie gegen ein Plättchen neben dem Brett (die Lampe kommt dorthin) und nutze dessen Zauber.",
      "La lampe d'Aladin : les lampes sont mises de côté, six autres tuiles sont posées face visible à côté du plateau (elles n'entrent jamais dans la pyramide), puis les lampes sont remélangées. Quand vous prenez une lampe, gardez-la et utilisez sa couleur, ou échangez-la contre une tuile à côté du plateau (la lampe y va) et utilisez la magie de celle-ci."),
    p("Treasure equality: all six tiles of one kind are removed first; the 54 others are all used.",
      "Schatzgleichheit: Zuerst werden alle sechs Plättchen einer Sorte entfernt; die 54 übrigen werden alle verwendet.",
      "Égalité des trésors : on retire d'abord les six tuiles d'une sorte ; les 54 autres sont toutes utilisées."),
    p("Small cave (two players): the 4×4 side; all tiles of three kinds are removed; 36 tiles in four layers of 16, 12, 6 and 2; six go back to the box unseen.",
      "Kleine Höhle (zu zweit): die 4×4-Seite; alle Plättchen von drei Sorten werden entfernt; 36 Plättchen in vier Ebenen zu 16, 12, 6 und 2; sechs kommen ungesehen in die Schachtel.",
      "Petite caverne (à deux) : le côté 4×4 ; toutes les tuiles de trois sortes sont retirées ; 36 tuiles en quatre niveaux de 16, 12, 6 et 2 ; six retournent dans la boîte sans être vues."),
    a("The removed kinds are drawn at random and shown to everyone.",
      "Die entfernten Sorten werden ausgelost und allen angezeigt.",
      "Les sortes retirées sont tirées au sort et montrées à tous."),
    a("Open screens (an option of online play): everyone sees how many tiles of each kind each opponent holds.",
      "Offene Sichtschirme (eine Option aus dem Online-Spiel): Alle sehen, wie viele Plättchen jeder Sorte die anderen haben.",
      "Paravents ouverts (une option du jeu en ligne) : chacun voit combien de tuiles de chaque sorte ont les adversaires."),
    h("Playing on one device", "Auf einem Gerät spielen", "Jouer sur un seul appareil"),
    p("Between turns, and whenever a secret choice belongs to someone else, a hand-off screen asks you to pass the device. Only the player named there should look at the next screen.",
      "Zwischen den Zügen und immer, wenn eine geheime Wahl jemand anderem gehört, bittet ein Übergabe-Bildschirm, das Gerät weiterzugeben. Nur die genannte Person sollte auf den nächsten Bildschirm schauen.",
      "Entre les tours, et chaque fois qu'un choix secret revient à quelqu'un d'autre, un écran de passage demande de passer l'appareil. Seul le joueur nommé doit regarder l'écran suivant."),
];
