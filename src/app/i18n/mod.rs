//! Every visible word of the app, in English, German and French. Placeholders in braces
//! (`{name}`) are filled by `Msg::fill`; `{n|tile|tiles}` is the word for the count `{n}` in the
//! language's plural rule (`plural`).

use crate::games::{ConfigError, GameId};
use crate::second::SECOND_APP;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    De,
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Fr];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
        }
    }

    /// The language's own name, as the language menu shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
        }
    }

    /// From a browser language tag such as `de-AT`; English when nothing fits.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }
}

/// English is in the WebAssembly; German and French are `messages.json` beside the page
/// (written from this table by a test, `the_translations_file_is_up_to_date`), fetched when
/// one of them is chosen and precached for offline use: the first screen does not need them.
/// Native builds (tests, tools) have all three here.
/// The table ends with a block `@second_app { … }`: the words only the second app says
/// (Sidibaba's, some of the table's), left out of the first app's table and list. At the end,
/// every other message keeps its place (its index in `messages.json`) in both.
macro_rules! messages {
    ($($key:ident => $en:expr, $de:expr, $fr:expr;)*
     @second_app { $($okey:ident => $oen:expr, $ode:expr, $ofr:expr;)* }) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Msg { $($key,)* $($okey,)* }

        const ENGLISH: &[&str] = if SECOND_APP { &[$($en,)* $($oen,)*] } else { &[$($en,)*] };
        #[cfg(not(target_arch = "wasm32"))]
        const OTHERS: [&[&str]; 2] = [&[$($de,)* $($ode,)*], &[$($fr,)* $($ofr,)*]];
        #[cfg(test)]
        const KEYS: &[&str] = &[$(stringify!($key),)* $(stringify!($okey),)*];

        impl Msg {
            pub const ALL: &'static [Msg] =
                if SECOND_APP { &[$(Msg::$key,)* $(Msg::$okey,)*] } else { &[$(Msg::$key,)*] };
        }
    };
}

/// Each language's typography, applied by the layer (to the messages as their table is read,
/// so `messages.json` and the first view carry it too, and to the rules as they are read),
/// never typed by hand: French puts a narrow no-break space before ; ! ? and a no-break space
/// before : and inside « », so that no line starts with the mark; German and French write an
/// ellipsis right after its word. French keeps the straight apostrophe ('), one convention
/// everywhere: it is what phone keyboards type in the names that fill the messages, and what the
/// elision of « de » and « que » before a name writes.
pub fn typeset(lang: Lang, text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (lang, c, chars.peek()) {
            (Lang::Fr, ' ', Some(';' | '!' | '?')) => out.push('\u{202F}'),
            (Lang::Fr, ' ', Some(':' | '»')) => out.push('\u{A0}'),
            (Lang::Fr, '«', Some(' ')) => {
                out.push_str("«\u{A0}");
                chars.next();
            }
            (Lang::De | Lang::Fr, ' ', Some('…')) => {}
            _ => out.push(c),
        }
    }
    out
}

/// German and French, typeset once (native builds: tests and tools).
#[cfg(not(target_arch = "wasm32"))]
fn others(lang: Lang) -> &'static [&'static str] {
    static TYPESET: std::sync::OnceLock<[Vec<&'static str>; 2]> = std::sync::OnceLock::new();
    let all = TYPESET.get_or_init(|| {
        [Lang::De, Lang::Fr].map(|l| OTHERS[l as usize - 1].iter().map(|t| &*typeset(l, t).leak()).collect())
    });
    &all[lang as usize - 1]
}

impl Msg {
    pub fn text(self, lang: Lang) -> &'static str {
        let english = ENGLISH[self as usize];
        match lang {
            Lang::En => english,
            #[cfg(not(target_arch = "wasm32"))]
            _ => others(lang)[self as usize],
            #[cfg(target_arch = "wasm32")]
            _ => loaded::text(lang, self as usize).unwrap_or(english),
        }
    }

    /// The English text, which a translation file's entry must repeat to be used.
    pub fn english(self) -> &'static str {
        ENGLISH[self as usize]
    }
}

/// The German and French texts, once fetched (they live as long as the page).
#[cfg(target_arch = "wasm32")]
pub mod loaded {
    use super::Lang;
    use std::sync::OnceLock;

    static TEXTS: [OnceLock<Vec<&'static str>>; 2] = [OnceLock::new(), OnceLock::new()];

    pub fn text(lang: Lang, i: usize) -> Option<&'static str> {
        TEXTS.get((lang as usize).checked_sub(1)?)?.get()?.get(i).copied()
    }

    pub fn has(lang: Lang) -> bool {
        lang == Lang::En || text(lang, 0).is_some()
    }

    /// Keeps the texts of `lang`, one per message in order.
    pub fn install(lang: Lang, texts: Vec<String>) {
        if let Some(slot) = (lang as usize).checked_sub(1).and_then(|i| TEXTS.get(i)) {
            let _ = slot.set(texts.into_iter().map(|t| &*t.leak()).collect());
        }
    }
}

messages! {
    AppName => "Sesame", "Sesam", "Sésame";
    Tagline => "Three Ali Baba games for the family table — and across town.",
        "Drei Ali-Baba-Spiele für den Familientisch – und aus der Ferne.",
        "Trois jeux d'Ali Baba pour la table familiale — et à distance.";
    Home => "Home", "Start", "Accueil";
    Language => "Language", "Sprache", "Langue";
    Loading => "Loading…", "Wird geladen…", "Chargement…";

    GameAliBaba => "Ali Baba", "Ali Baba", "Ali Baba";
    GameAliBabaBlurb => "Take treasures from the pyramid and use their magic.",
        "Nimm Schätze von der Pyramide und nutze ihren Zauber.",
        "Prends des trésors dans la pyramide et utilise leur magie.";
    GameThousand => "A Thousand and One Treasures", "1000 und ein Schatz", "Mille et un trésors";
    GameThousandBlurb => "A race through the cave for children and families.",
        "Ein Wettlauf durch die Höhle für Kinder und Familien.",
        "Une course dans la grotte pour les enfants et les familles.";
    GameSidibaba => "Sidibaba", "Sidibaba", "Sidibaba";
    GameSidibabaBlurb => "A real-time labyrinth: oil lamps against the Leader of the Thieves.",
        "Ein Echtzeit-Labyrinth: Öllampen gegen den Räuberhauptmann.",
        "Un labyrinthe en temps réel : lampes à huile contre le chef des voleurs.";
    PlayersRange => "{min}–{max} players", "{min}–{max} Personen", "{min} à {max} joueurs";
    NewGame => "New game", "Neues Spiel", "Nouvelle partie";
    Rules => "Rules", "Regeln", "Règles";

    ContinueTitle => "Continue a game", "Spiel fortsetzen", "Reprendre une partie";
    NoSaves => "No saved games yet. Start a new one above.",
        "Noch keine gespeicherten Spiele. Starte oben ein neues.",
        "Aucune partie enregistrée. Commences-en une ci-dessus.";
    Resume => "Resume", "Weiterspielen", "Reprendre";
    BackupOrRestore => "Back up or restore games", "Spiele sichern oder wiederherstellen", "Sauvegarder ou restaurer les parties";
    StorageKept => "This browser has promised to keep your games.",
        "Dieser Browser hat zugesagt, deine Spiele aufzubewahren.",
        "Ce navigateur a promis de garder tes parties.";
    StorageMayClear => "This browser may clear your games one day. To keep them, add Sesame to your phone's home screen, or make a backup.",
        "Dieser Browser kann deine Spiele irgendwann löschen. Damit sie bleiben, füge Sesam zum Startbildschirm hinzu oder lege eine Sicherung an.",
        "Ce navigateur peut effacer tes parties un jour. Pour les garder, ajoute Sésame à l'écran d'accueil du téléphone, ou fais une sauvegarde.";
    ViewResult => "See result", "Ergebnis ansehen", "Voir le résultat";
    Delete => "Delete", "Löschen", "Supprimer";
    Cancel => "Cancel", "Abbrechen", "Annuler";
    ConfirmDelete => "Delete this game for good? This cannot be undone.",
        "Dieses Spiel endgültig löschen? Das lässt sich nicht rückgängig machen.",
        "Supprimer définitivement cette partie ? C'est irréversible.";
    TurnOf => "{name}'s turn", "{name} ist am Zug", "Au tour de {name}";
    Finished => "Finished", "Beendet", "Terminée";
    LastPlayed => "Last played {when}", "Zuletzt gespielt am {when}", "Jouée le {when}";
    CorruptSave => "A saved game could not be read (it may be damaged). It was left as it was; the other games are fine.",
        "Ein gespeichertes Spiel ließ sich nicht lesen (vielleicht beschädigt). Es bleibt unverändert; die anderen Spiele sind in Ordnung.",
        "Une partie enregistrée est illisible (peut-être endommagée). Elle est laissée telle quelle ; les autres parties vont bien.";
    NewerSave => "A saved game was made by a newer version of Sesame. Update the app to open it; it was left as it was.",
        "Ein gespeichertes Spiel stammt aus einer neueren Sesam-Version. Aktualisiere die App, um es zu öffnen; es bleibt unverändert.",
        "Une partie enregistrée vient d'une version plus récente de Sésame. Mets l'application à jour pour l'ouvrir ; elle est laissée telle quelle.";
    RemoveBroken => "Remove the damaged save", "Beschädigten Spielstand entfernen", "Supprimer la sauvegarde endommagée";
    ConfirmRemoveBroken => "Remove the damaged save? It cannot be opened anyway.",
        "Den beschädigten Spielstand entfernen? Er lässt sich ohnehin nicht öffnen.",
        "Supprimer la sauvegarde endommagée ? Elle ne peut de toute façon pas être ouverte.";
    StorageUnavailable => "This browser does not let Sesame save (storage is off or private mode). You can play, but games are lost when the tab closes: send yourself a game as a link to keep it.",
        "Dieser Browser lässt Sesam nicht speichern (Speicher aus oder privater Modus). Du kannst spielen, aber Spiele gehen beim Schließen des Tabs verloren: Schick dir ein Spiel als Link, um es zu behalten.",
        "Ce navigateur ne permet pas d'enregistrer (stockage désactivé ou navigation privée). Tu peux jouer, mais les parties seront perdues à la fermeture de l'onglet : envoie-toi une partie en lien pour la garder.";
    StorageFull => "The browser's storage is full: this move was not saved. Play goes on; delete old games on the home screen to save again.",
        "Der Speicher des Browsers ist voll: Dieser Zug wurde nicht gespeichert. Es geht weiter; lösche alte Spiele auf der Startseite, um wieder zu speichern.",
        "Le stockage du navigateur est plein : ce coup n'a pas été enregistré. La partie continue ; supprime d'anciennes parties à l'accueil pour enregistrer à nouveau.";
    OnlyInMemory => "Not saved on this device: lost when this tab closes.",
        "Nicht auf diesem Gerät gespeichert: geht beim Schließen des Tabs verloren.",
        "Pas enregistrée sur cet appareil : perdue à la fermeture de l'onglet.";
    KeepAsLink => "Send me this game as a link", "Schick mir dieses Spiel als Link", "M'envoyer cette partie en lien";
    KeepShareText => "My Sesame game, to play on later:", "Mein Sesam-Spiel zum Weiterspielen:", "Ma partie de Sésame, à reprendre plus tard :";
    CrashTitle => "Something went wrong.", "Etwas ist schiefgegangen.", "Un problème est survenu.";
    CrashSafe => "Your saved games are safe. Reload to carry on, or go back to the home screen.",
        "Deine gespeicherten Spiele sind sicher. Lade neu, um weiterzuspielen, oder geh zurück zur Startseite.",
        "Tes parties enregistrées sont en sécurité. Recharge pour continuer, ou reviens à l'accueil.";
    CrashReload => "Reload", "Neu laden", "Recharger";
    GameNotFound => "This game is not saved on this device. It may have been deleted.",
        "Dieses Spiel ist auf diesem Gerät nicht gespeichert. Vielleicht wurde es gelöscht.",
        "Cette partie n'est pas enregistrée sur cet appareil. Elle a peut-être été supprimée.";
    BackHome => "Back to the home screen", "Zurück zur Startseite", "Retour à l'accueil";
    Dismiss => "Close", "Schließen", "Fermer";

    SetupTitle => "New game of {game}", "Neues Spiel: {game}", "Nouvelle partie : {game}";
    NumberOfPlayers => "Number of players", "Anzahl der Personen", "Nombre de joueurs";
    PlayerNames => "Names", "Namen", "Noms";
    PlayerN => "Player {n}", "Person {n}", "Joueur {n}";
    NameOfPlayer => "Name of player {n}", "Name von Person {n}", "Nom du joueur {n}";
    Variant => "Variant", "Variante", "Variante";
    OpenScreens => "Open screens: everyone sees how many tiles of each kind the others hold",
        "Offene Sichtschutze: Alle sehen, wie viele Plättchen jeder Sorte die anderen haben",
        "Paravents ouverts : chacun voit combien de tuiles de chaque sorte ont les autres";
    StartPlayer => "Who starts?", "Wer beginnt?", "Qui commence ?";
    DrawStartPlayer => "Draw at random", "Zufällig auslosen", "Tirer au sort";
    StartGame => "Start the game", "Spiel beginnen", "Commencer la partie";
    SmallCaveTwoOnly => "For two players only.", "Nur für zwei Personen.", "Pour deux joueurs seulement.";
    ErrTooFewPlayers => "At least two players are needed.", "Es braucht mindestens zwei Personen.", "Il faut au moins deux joueurs.";
    ErrTooManyPlayers => "Too many players for this game.", "Zu viele Personen für dieses Spiel.", "Trop de joueurs pour ce jeu.";
    ErrEmptyName => "Every player needs a name.", "Jede Person braucht einen Namen.", "Chaque joueur doit avoir un nom.";
    ErrNameTooLong => "A name may have at most 32 characters.", "Ein Name darf höchstens 32 Zeichen haben.", "Un nom peut compter 32 caractères au plus.";
    ErrLampsNotSharedOut => "Share out all 12 lamps, and give the first in line at least one.",
        "Verteile alle 12 Lampen; wer vorne in der Reihe steht, braucht mindestens eine.",
        "Répartis les 12 lampes, et donnes-en au moins une au premier de la file.";
    ErrInvisibleCharacter => "A name cannot contain invisible characters (zero-width spaces or text-direction marks). Please type it again.",
        "Ein Name darf keine unsichtbaren Zeichen enthalten (Leerzeichen ohne Breite oder Schreibrichtungszeichen). Bitte tippe ihn neu ein.",
        "Un nom ne peut pas contenir de caractères invisibles (espaces sans largeur ou marques de sens d'écriture). Saisis-le à nouveau.";
    ErrTwoPlayersOnly => "The small cave is for exactly two players.", "Die kleine Höhle ist für genau zwei Personen.", "La petite caverne se joue à deux exactement.";
    ErrNoSuchStartPlayer => "Choose who starts.", "Wähle, wer beginnt.", "Choisis qui commence.";

    VariantStandard => "Standard", "Standard", "Standard";
    VariantStandardHint => "The 5×5 cave, 54 tiles.", "Die 5×5-Höhle, 54 Plättchen.", "La caverne 5×5, 54 tuiles.";
    VariantLamp => "Aladdin's lamp", "Aladdins Lampe", "La lampe d'Aladin";
    VariantLampHint => "Six tiles lie beside the board; a lamp may be swapped for one of them.",
        "Sechs Plättchen liegen neben dem Brett; eine Lampe darf gegen eines getauscht werden.",
        "Six tuiles sont posées à côté du plateau ; une lampe peut être échangée contre l'une d'elles.";
    VariantEquality => "Treasure equality", "Schatzgleichheit", "Égalité des trésors";
    VariantEqualityHint => "One kind removed: exactly six of every kind in play.",
        "Eine Sorte entfernt: von jeder Sorte genau sechs im Spiel.",
        "Une sorte retirée : exactement six de chaque sorte en jeu.";
    VariantSmall => "Small cave", "Kleine Höhle", "Petite caverne";
    VariantSmallHint => "The 4×4 side, three kinds removed: a quick game for two.",
        "Die 4×4-Seite, drei Sorten entfernt: ein schnelles Spiel zu zweit.",
        "Le côté 4×4, trois sortes retirées : une partie rapide à deux.";

    PassTo => "Pass the device to {name}", "Gib das Gerät an {name}", "Passe l'appareil à {name}";
    HandoffPrivate => "Only {name} should look: the next screen shows their hidden tiles.",
        "Nur {name} sollte hinsehen: Der nächste Bildschirm zeigt die geheimen Plättchen von {name}.",
        "Réservé à {name} : l'écran suivant montre ses tuiles cachées.";
    IAm => "I am {name} — show my turn", "Ich bin {name} – zeig meinen Zug", "Je suis {name} — montrer mon tour";
    SinceYourTurn => "Since your last turn", "Seit deinem letzten Zug", "Depuis ton dernier tour";
    History => "The whole game ({n} {n|move|moves})", "Das ganze Spiel ({n} {n|Zug|Züge})", "Toute la partie ({n} {n|coup|coups})";
    MovesPlayed => "{n} {n|move|moves}", "{n} {n|Zug|Züge}", "{n} {n|coup|coups}";
    GameMenu => "Game menu", "Spielmenü", "Menu de la partie";
    UndoMove => "Take back {name}'s last move", "Letzten Zug von {name} zurücknehmen", "Reprendre le dernier coup de {name}";
    ConfirmYes => "Yes, do it", "Ja, fortfahren", "Oui, je confirme";
    ConfirmNo => "No, go back", "Nein, zurück", "Non, revenir";
    Rematch => "Play again, same players", "Noch einmal, gleiche Besetzung", "Rejouer avec les mêmes joueurs";
    Replay => "Replay the game", "Das Spiel nachspielen", "Revoir la partie";
    TheirMoves => "What the others did", "Was die anderen gemacht haben", "Ce que les autres ont fait";
    TheDeal => "The start of the game", "Der Spielbeginn", "Le début de la partie";
    StepOf => "Move {n} of {total}", "Zug {n} von {total}", "Coup {n} sur {total}";
    Skip => "Skip", "Überspringen", "Passer";
    StepBack => "Back", "Zurück", "Précédent";
    StepNext => "Next", "Weiter", "Suivant";
    StepEnd => "To the end", "Zum Ende", "Jusqu'à la fin";
    CloseReplay => "Back to the result", "Zurück zum Ergebnis", "Retour au résultat";
    TakenFrom => "{name} took {tile} from here: layer {n}, row {row}, column {col}", "{name} nahm hier das Plättchen {tile}: Ebene {n}, Reihe {row}, Spalte {col}", "{name} a pris la tuile {tile} ici : niveau {n}, rangée {row}, colonne {col}";
    WhyFaceDown => "Face down: it turns face up once no tile lies on it any more.", "Verdeckt: Es wird aufgedeckt, sobald kein Plättchen mehr darauf liegt.", "Face cachée : elle sera retournée quand plus aucune tuile ne la couvrira.";
    WhyForbidden => "{name}'s white tile forbids it until {name}'s next turn.", "Das weiße Plättchen von {name} verbietet es bis zum nächsten Zug von {name}.", "La tuile blanche de {name} l'interdit jusqu'à son prochain tour.";
    WhyNotNow => "Not now. {what}", "Jetzt nicht. {what}", "Pas maintenant. {what}";
    JustFlipped => "just turned face up", "gerade aufgedeckt", "vient d'être retournée";
    MarkLeftFrom => "{name} came from here", "{name} kam von hier", "{name} a quitté cette carte";
    MarkMovedTo => "{name} moved here", "{name} zog hierher", "{name} a avancé jusqu'ici";
    MarkNewCard => "new card", "neue Karte", "nouvelle carte";
    ConfirmLeave => "Leave the cave for good? You carry out {n} {n|treasure|treasures} and the card you stand on, and you cannot come back in.",
        "Die Höhle endgültig verlassen? Du trägst {n} {n|Schatz|Schätze} und die Karte unter dir hinaus und kannst nicht zurück.",
        "Quitter la grotte pour de bon ? Tu emportes {n} {n|trésor|trésors} et la carte sous ton pion, et tu ne pourras pas revenir.";
    ShowFor => "{name} chooses a tile to show", "{name} wählt ein Plättchen zum Zeigen", "{name} choisit une tuile à montrer";

    YourTurnTake => "{name}, take a glowing tile.", "{name}, nimm ein leuchtendes Plättchen.", "{name}, prends une tuile qui brille.";
    WaitingFor => "Waiting for {name}.", "Warten auf {name}.", "En attente de {name}.";
    Board => "The cave", "Die Höhle", "La caverne";
    ThousandBoard => "The cave", "Die Höhle", "La grotte";
    FaceDownTile => "face-down tile, layer {n}, row {row}, column {col}", "verdecktes Plättchen, Ebene {n}, Reihe {row}, Spalte {col}", "tuile face cachée, niveau {n}, rangée {row}, colonne {col}";
    TileOnLayer => "{tile}, layer {n}, row {row}, column {col}", "{tile}, Ebene {n}, Reihe {row}, Spalte {col}", "{tile}, niveau {n}, rangée {row}, colonne {col}";
    TakeIt => "take it", "nehmen", "la prendre";
    ForbiddenBy => "forbidden by {name}'s white tile", "verboten durch das weiße Plättchen von {name}", "interdite par la tuile blanche de {name}";
    FaceDownLeft => "{n} face down", "{n} verdeckt", "{n} {n|tuile cachée|tuiles cachées}";
    FinalRound => "Last tile flipped: {n} {n|turn|turns} left", "Letztes Plättchen aufgedeckt: noch {n} {n|Zug|Züge}", "Dernière tuile retournée : encore {n} {n|tour|tours}";
    FinalTurn => "Last turn of the game!", "Letzter Zug des Spiels!", "Dernier tour de la partie !";
    Removed => "Not in play: {kinds}", "Nicht im Spiel: {kinds}", "Hors jeu : {kinds}";
    BesideTheBoard => "Beside the board", "Neben dem Brett", "À côté du plateau";
    Scores => "Score track", "Punkteanzeige", "Piste de score";
    PointsShort => "{n} {n|pt|pts}", "{n} P.", "{n} {n|pt|pts}";
    TilesCount => "{n} {n|tile|tiles}", "{n} Plättchen", "{n} {n|tuile|tuiles}";
    IsTurn => "to play", "am Zug", "joue";
    BehindYourScreen => "Behind your screen", "Hinter deinem Sichtschutz", "Derrière ton paravent";
    NothingYet => "Nothing yet.", "Noch nichts.", "Rien pour l'instant.";
    GroupScores => "{n} × {kind} = {points}", "{n} × {kind} = {points}", "{n} × {kind} = {points}";
    WouldScore => "Group points so far: {n}", "Gruppenpunkte bisher: {n}", "Points de groupes pour l'instant : {n}";
    ActiveRestrictions => "Forbidden until their owner's next turn:", "Verboten bis zum nächsten Zug des Besitzers:", "Interdit jusqu'au prochain tour de son propriétaire :";

    LampChoice => "You took a lamp. Keep it and use its {colour} magic, or swap it for a tile beside the board and use that tile's magic.",
        "Du hast eine Lampe genommen. Behalte sie und nutze ihren Zauber ({colour}) oder tausche sie gegen ein Plättchen neben dem Brett und nutze dessen Zauber.",
        "Tu as pris une lampe. Garde-la et utilise sa magie ({colour}), ou échange-la contre une tuile à côté du plateau et utilise la magie de celle-ci.";
    KeepLamp => "Keep the lamp", "Lampe behalten", "Garder la lampe";
    SwapFor => "Swap for {tile}", "Tauschen gegen {tile}", "Échanger contre la tuile {tile}";
    MagicBrown => "Brown magic: show your {n} {kind} {n|tile|tiles} and score {points} {points|point|points}?",
        "Brauner Zauber: {n} Plättchen „{kind}“ zeigen und {points} {points|Punkt|Punkte} erhalten?",
        "Magie marron : montrer {n} {n|tuile|tuiles} « {kind} » et marquer {points} {points|point|points} ?";
    UseBrown => "Show and score {points}", "Zeigen und {points} {points|Punkt|Punkte}", "Montrer et marquer {points}";
    MagicGreen => "Green magic: also take a glowing tile beside it (its magic does not work).",
        "Grüner Zauber: Nimm auch ein leuchtendes Nachbarplättchen (sein Zauber wirkt nicht).",
        "Magie verte : prends aussi une tuile voisine qui brille (sa magie ne s'applique pas).";
    MagicYellow => "Yellow magic: each opponent shows you a tile of their choice, and you may keep one.",
        "Gelber Zauber: Alle anderen zeigen dir ein Plättchen ihrer Wahl, eines darfst du behalten.",
        "Magie jaune : chaque adversaire te montre une tuile de son choix, et tu peux en garder une.";
    UseYellow => "Ask to see a tile", "Plättchen zeigen lassen", "Demander à voir une tuile";
    MagicWhite => "White magic: name a kind or a colour. Until your next turn, the others may not take it from the board.",
        "Weißer Zauber: Nenne eine Sorte oder Farbe. Bis zu deinem nächsten Zug dürfen die anderen sie nicht vom Brett nehmen.",
        "Magie blanche : nomme une sorte ou une couleur. Jusqu'à ton prochain tour, les autres ne peuvent pas la prendre sur le plateau.";
    NoThanks => "Don't use the magic", "Zauber nicht nutzen", "Ne pas utiliser la magie";
    ShowATile => "{name} played yellow magic: choose one of your tiles to show.",
        "{name} hat den gelben Zauber gespielt: Wähle eines deiner Plättchen zum Zeigen.",
        "{name} a joué la magie jaune : choisis une de tes tuiles à montrer.";
    KeepOne => "Shown to you — keep one of them, or none:", "Dir gezeigt – behalte eines davon oder keines:", "On te montre — gardes-en une, ou aucune :";
    KeepTile => "Keep {tile} from {name}", "{tile} von {name} behalten", "Garder la tuile {tile} de {name}";
    KeepNone => "Keep none", "Keines behalten", "N'en garder aucune";

    EvTook => "{name} took {tile}.", "{name} nahm das Plättchen {tile}.", "{name} a pris la tuile {tile}.";
    EvFlipped => "Turned face up: {n}.", "Aufgedeckt: {n}.", "Retournées : {n}.";
    EvLastFlipped => "The last face-down tile was flipped: finish this round, then one more.",
        "Das letzte verdeckte Plättchen ist aufgedeckt: Diese Runde zu Ende spielen, dann noch eine.",
        "La dernière tuile cachée est retournée : on finit ce tour de table, puis un dernier.";
    EvScored => "{name} scored {n} {n|point|points} ({colour} magic).", "{name} erhielt {n} {n|Punkt|Punkte} (Zauber {colour}).", "{name} marque {n} {n|point|points} (magie : {colour}).";
    EvSwapped => "{name} swapped the lamp for {tile}.", "{name} tauschte die Lampe gegen das Plättchen {tile}.", "{name} a échangé la lampe contre la tuile {tile}.";
    EvTookBeside => "{name} also took {tile}.", "{name} nahm auch das Plättchen {tile}.", "{name} a aussi pris la tuile {tile}.";
    EvForbade => "{name} forbade {what} tiles until their next turn.", "{name} verbietet bis zum nächsten eigenen Zug die Plättchen „{what}“.", "{name} a interdit les tuiles « {what} » jusqu'à son prochain tour.";
    EvNoEffect => "No effect from the {colour} magic this time.", "Der Zauber ({colour}) wirkte diesmal nicht.", "La magie ({colour}) n'a eu aucun effet cette fois.";
    EvDeclined => "{name} did not use the {colour} magic.", "{name} nutzte den Zauber ({colour}) nicht.", "{name} n'a pas utilisé la magie ({colour}).";
    EvShowed => "{name} chose a tile to show.", "{name} wählte ein Plättchen zum Zeigen.", "{name} a choisi une tuile à montrer.";
    EvShown => "Shown: {tiles}.", "Gezeigt: {tiles}.", "Montrées : {tiles}.";
    EvKept => "{name} kept {tile} from {from}.", "{name} behielt das Plättchen {tile} von {from}.", "{name} a gardé la tuile {tile} de {from}.";
    EvGameOver => "The game is over.", "Das Spiel ist aus.", "La partie est terminée.";

    GameOverTitle => "Final scores", "Endwertung", "Score final";
    Winner => "Winner", "Gewinner", "Gagnant";
    WinnerIs => "{names} wins!", "{names} gewinnt!", "{names} gagne !";
    WinnersAre => "{names} share the win!", "{names} teilen sich den Sieg!", "{names} se partagent la victoire !";
    AndLast => "{names} and {name}", "{names} und {name}", "{names} et {name}";
    Labelled => "{label}: {text}", "{label}: {text}", "{label} : {text}";
    ColPlayer => "Player", "Person", "Joueur";
    ColMagic => "Magic", "Zauber", "Magie";
    ColGroups => "Groups", "Gruppen", "Groupes";
    ColTotal => "Total", "Gesamt", "Total";
    TieBreakNote => "On equal points, fewer tiles wins; still equal, the win is shared.",
        "Bei Punktgleichheit gewinnt, wer weniger Plättchen hat; bei gleich vielen Plättchen wird der Sieg geteilt.",
        "À égalité de points, celui qui a le moins de tuiles gagne ; à nombre de tuiles égal, la victoire est partagée.";

    KindCarpet => "carpet", "Teppich", "tapis";
    KindChest => "chest", "Truhe", "coffre";
    KindCrown => "crown", "Krone", "couronne";
    KindRuby => "ruby", "Rubin", "rubis";
    KindStatue => "statue", "Statue", "statue";
    KindSword => "sword", "Schwert", "épée";
    KindDiamond => "diamond", "Diamant", "diamant";
    KindRing => "ring", "Ring", "bague";
    KindLamp => "Aladdin's lamp", "Aladdins Lampe", "lampe d'Aladin";
    KindNecklace => "necklace", "Halskette", "collier";
    ColourPink => "pink", "rosa", "rose";
    ColourBlue => "blue", "blau", "bleu";
    ColourBrown => "brown", "braun", "marron";
    ColourGreen => "green", "grün", "vert";
    ColourYellow => "yellow", "gelb", "jaune";
    ColourWhite => "white", "weiß", "blanc";
    TileName => "{colour} {kind}", "{kind} ({colour})", "{kind} ({colour})";
    EffectPink => "+5 points", "+5 Punkte", "+5 points";
    EffectBlue => "+2 per flipped tile", "+2 je aufgedecktes Plättchen", "+2 par tuile retournée";
    EffectBrown => "+2 per tile of its kind", "+2 je Plättchen dieser Sorte", "+2 par tuile de cette sorte";
    EffectGreen => "take a neighbour too", "auch ein Nachbarplättchen", "prendre aussi une voisine";
    EffectYellow => "see and keep a tile", "ein Plättchen ansehen und behalten", "voir et garder une tuile";
    EffectWhite => "forbid a kind or colour", "Sorte oder Farbe verbieten", "interdire sorte ou couleur";

    LinkNotAGame => "This link is not a Sesame game. Check that the whole link was copied, then open it again.",
        "Dieser Link ist kein Sesam-Spiel. Prüfe, ob der ganze Link kopiert wurde, und öffne ihn erneut.",
        "Ce lien n'est pas une partie de Sésame. Vérifie que le lien a été copié en entier, puis rouvre-le.";
    LinkTruncated => "This link is cut short: part of it is missing. Ask for it again and copy all of it.",
        "Dieser Link ist abgeschnitten: Ein Teil fehlt. Lass ihn dir noch einmal schicken und kopiere ihn ganz.",
        "Ce lien est tronqué : une partie manque. Redemande-le et copie-le en entier.";
    LinkAltered => "This link was changed or damaged on the way (its checksum does not match). Ask for it again.",
        "Dieser Link wurde unterwegs verändert oder beschädigt (die Prüfsumme stimmt nicht). Lass ihn dir noch einmal schicken.",
        "Ce lien a été modifié ou abîmé en route (sa somme de contrôle ne correspond pas). Redemande-le.";
    LinkOlder => "This link comes from an older version of Sesame that this one can no longer read. Start a new game together.",
        "Dieser Link stammt aus einer älteren Sesam-Version, die diese nicht mehr lesen kann. Beginnt gemeinsam ein neues Spiel.",
        "Ce lien vient d'une ancienne version de Sésame que celle-ci ne sait plus lire. Commencez ensemble une nouvelle partie.";
    LinkNewer => "This link was made by a newer version of Sesame. Reload the app while online to update it, then open the link again.",
        "Dieser Link stammt aus einer neueren Sesam-Version. Lade die App online neu, um sie zu aktualisieren, und öffne den Link dann erneut.",
        "Ce lien a été créé par une version plus récente de Sésame. Recharge l'application en ligne pour la mettre à jour, puis rouvre le lien.";
    LinkBadConfig => "This link's players or variant do not make a valid game. Ask for it again.",
        "Die Personen oder die Variante in diesem Link ergeben kein gültiges Spiel. Lass ihn dir noch einmal schicken.",
        "Les joueurs ou la variante de ce lien ne forment pas une partie valide. Redemande-le.";
    LinkIllegal => "This link contains a move the rules do not allow (move {n}). It may have been tampered with. Ask for it again.",
        "Dieser Link enthält einen Zug, den die Regeln nicht erlauben (Zug {n}). Vielleicht wurde er manipuliert. Lass ihn dir noch einmal schicken.",
        "Ce lien contient un coup interdit par les règles (coup {n}). Il a peut-être été trafiqué. Redemande-le.";
    LinkNothingChanged => "Nothing was saved or changed on this device.",
        "Auf diesem Gerät wurde nichts gespeichert oder verändert.",
        "Rien n'a été enregistré ni modifié sur cet appareil.";
    LinkProblemTitle => "This link cannot be opened", "Dieser Link lässt sich nicht öffnen", "Ce lien ne peut pas être ouvert";
    LinkOpenedNew => "Game opened from the link and saved on this device.",
        "Spiel aus dem Link geöffnet und auf diesem Gerät gespeichert.",
        "Partie ouverte depuis le lien et enregistrée sur cet appareil.";
    LinkUpdated => "The link brought {n} new {n|move|moves}; your game is up to date.",
        "Der Link brachte {n} {n|neuen Zug|neue Züge}; dein Spiel ist auf dem neuesten Stand.",
        "Le lien apporte {n} {n|nouveau coup|nouveaux coups} ; ta partie est à jour.";
    LinkSame => "This link holds nothing new: your game is already up to date.",
        "Dieser Link enthält nichts Neues: Dein Spiel ist schon aktuell.",
        "Ce lien n'apporte rien de nouveau : ta partie est déjà à jour.";
    LinkStale => "This link is older than your game: your newer copy is shown.",
        "Dieser Link ist älter als dein Spiel: Deine neuere Fassung wird gezeigt.",
        "Ce lien est plus ancien que ta partie : ta version plus récente est affichée.";
    LinkDiverged => "This link's moves differ from your copy of the game. Both are kept: this is the link's version; yours is still on the home screen.",
        "Die Züge in diesem Link weichen von deiner Fassung ab. Beide bleiben erhalten: Dies ist die Fassung aus dem Link; deine steht weiter auf der Startseite.",
        "Les coups de ce lien diffèrent de ta version de la partie. Les deux sont gardées : voici celle du lien ; la tienne reste à l'accueil.";
    LinkLocalDamaged => "Your saved copy of this game is damaged; the link was opened as a separate game.",
        "Deine gespeicherte Fassung dieses Spiels ist beschädigt; der Link wurde als eigenes Spiel geöffnet.",
        "Ta copie enregistrée de cette partie est endommagée ; le lien a été ouvert comme une partie à part.";
    LinkLocalNewer => "Your saved copy of this game was made by a newer version of Sesame; the link was opened as a separate game. Update the app to open your copy.",
        "Deine gespeicherte Fassung dieses Spiels stammt aus einer neueren Sesam-Version; der Link wurde als eigenes Spiel geöffnet. Aktualisiere die App, um deine Fassung zu öffnen.",
        "Ta copie enregistrée de cette partie vient d'une version plus récente de Sésame ; le lien a été ouvert comme une partie à part. Mets l'application à jour pour ouvrir ta copie.";
    MovedOnElsewhere => "This game moved on in another window: it is shown as it is now.",
        "Dieses Spiel ging in einem anderen Fenster weiter: Es wird so gezeigt, wie es jetzt steht.",
        "Cette partie a continué dans une autre fenêtre : elle est affichée telle qu'elle est maintenant.";
    KeptBeside => "This game went on differently in another window. Both are kept: this one here, the other on the home screen.",
        "Dieses Spiel ging in einem anderen Fenster anders weiter. Beide bleiben erhalten: dieses hier, das andere auf der Startseite.",
        "Cette partie a continué autrement dans une autre fenêtre. Les deux sont gardées : celle-ci ici, l'autre à l'accueil.";
    WhoAreYou => "Who are you on this device?", "Wer bist du auf diesem Gerät?", "Qui es-tu sur cet appareil ?";
    WhoAreYouHint => "The game came by link. Pick your name, so the app shows what is yours and tells you when it is your turn.",
        "Das Spiel kam per Link. Wähle deinen Namen, damit die App zeigt, was dir gehört, und dir sagt, wann du dran bist.",
        "La partie est arrivée par lien. Choisis ton nom : l'application montrera ce qui est à toi et te dira quand c'est ton tour.";
    IAmPlayer => "I am {name}", "Ich bin {name}", "Je suis {name}";
    EveryoneHere => "We all share this device", "Wir teilen uns dieses Gerät", "Nous partageons tous cet appareil";
    DeviceLabel => "On this device", "Auf diesem Gerät", "Sur cet appareil";
    WaitingForTurn => "It is {name}'s turn. Send them the turn, then wait for their link.",
        "{name} ist am Zug. Schick den Zug an {name} und warte auf den Link, der zurückkommt.",
        "C'est au tour de {name}. Envoie-lui le tour, puis attends son lien.";
    SendTurnTo => "Send the turn to {name}", "Zug an {name} senden", "Envoyer le tour à {name}";
    ShareReplay => "Send the game as a link, to watch it again", "Spiel als Link senden, zum Nachspielen", "Envoyer la partie par lien, pour la revoir";
    ShareText => "Sesame — your turn, {name}!", "Sesam – du bist dran, {name}!", "Sésame — à toi de jouer, {name} !";
    ShareFinished => "Sesame — the game is over: see the result!", "Sesam – das Spiel ist aus: Sieh dir das Ergebnis an!", "Sésame — la partie est finie : regarde le résultat !";
    CopyLink => "Copy the link", "Link kopieren", "Copier le lien";
    LinkCopied => "Link copied — paste it into your chat.", "Link kopiert – füge ihn in deinen Chat ein.", "Lien copié — colle-le dans ta conversation.";
    CopyFailed => "Copying is not allowed here: select the link below and copy it by hand.",
        "Kopieren ist hier nicht erlaubt: Markiere den Link unten und kopiere ihn von Hand.",
        "La copie n'est pas autorisée ici : sélectionne le lien ci-dessous et copie-le à la main.";
    TheLink => "The link", "Der Link", "Le lien";
    ShowQr => "Show a QR code", "QR-Code zeigen", "Afficher un code QR";
    HideQr => "Hide the QR code", "QR-Code ausblenden", "Masquer le code QR";
    QrHint => "A friend in the room can scan this with their phone's camera.",
        "Jemand im selben Raum kann ihn mit der Handykamera scannen.",
        "Une personne dans la pièce peut le scanner avec l'appareil photo de son téléphone.";
    LinkSecret => "Whoever holds a link holds the whole game in it, everything face down included. Send it only to the players.",
        "Wer einen Link hat, hat das ganze Spiel darin, auch alles Verdeckte. Schick ihn nur an die Mitspielenden.",
        "Qui détient un lien détient toute la partie, y compris tout ce qui est face cachée. Ne l'envoie qu'aux joueurs.";
    NothingHidden => "Nothing in this game is hidden: everyone may watch the whole board, so there is no hand-off screen.",
        "In diesem Spiel ist nichts geheim: Alle dürfen das ganze Brett sehen, darum gibt es keinen Übergabe-Bildschirm.",
        "Rien n'est caché dans ce jeu : tout le monde peut regarder tout le plateau, il n'y a donc pas d'écran de passage.";
    BeginnersOption => "Beginners (Ali Baba and luck): roll the die to move; nobody has to leave the cave",
        "Für Anfänger (Ali Baba und das Glück): Gezogen wird mit dem Würfel; niemand muss die Höhle verlassen",
        "Débutants (Ali Baba et la chance) : on lance le dé pour avancer ; personne ne doit sortir de la grotte";
    PlacePawn => "{name}, put your pawn on a card.", "{name}, stell deine Figur auf eine Karte.", "{name}, pose ton pion sur une carte.";
    MoveSteps => "{name}, move {n}: tap a glowing card.", "{name}, zieh {n} {n|Schritt|Schritte}: Tipp auf eine leuchtende Karte.", "{name}, avance de {n} : touche une carte qui brille.";
    RollPrompt => "{name}, roll the die!", "{name}, würfle!", "{name}, lance le dé !";
    RollButton => "Roll the die", "Würfeln", "Lancer le dé";
    DieShows => "The die shows {n}.", "Der Würfel zeigt {n}.", "Le dé indique {n}.";
    GenieHelps => "No way to move! The genie helps: tap any free card.", "Kein Weg frei! Der Geist hilft: Tipp auf eine freie Karte.", "Aucun chemin ! Le génie t'aide : touche n'importe quelle carte libre.";
    NoFreeCard => "No free card anywhere: {name} stays this turn.", "Nirgends eine freie Karte: {name} bleibt diesmal stehen.", "Aucune carte libre : {name} reste sur place ce tour-ci.";
    StayButton => "Stay", "Stehen bleiben", "Rester";
    LeaveButton => "Leave the cave with my cards", "Mit meinen Karten die Höhle verlassen", "Sortir de la grotte avec mes cartes";
    LayPrompt => "Lay the new card: turn it, then put it down.", "Leg die neue Karte: Dreh sie und leg sie hin.", "Pose la nouvelle carte : tourne-la, puis pose-la.";
    LayPlainPrompt => "Lay the new card: it has no walls, put it down.", "Leg die neue Karte: Sie hat keine Mauern, leg sie hin.", "Pose la nouvelle carte : elle n'a pas de murs, pose-la.";
    TurnCard => "Turn it", "Drehen", "Tourner";
    PutDown => "Put it here", "Hierhin legen", "La poser ici";
    Treasures => "Treasures: {n}", "Schätze: {n}", "Trésors : {n}";
    WithHead => "the Leader's head", "Kopf des Räuberhauptmanns", "tête du chef des voleurs";
    Walls => "walls: {sides}", "Mauern: {sides}", "murs : {sides}";
    SideN => "top", "oben", "haut";
    SideE => "right", "rechts", "droite";
    SideS => "bottom", "unten", "bas";
    SideW => "left", "links", "gauche";
    PawnOf => "{name}'s pawn", "Figur von {name}", "pion de {name}";
    EmptySquare => "empty square", "leeres Feld", "case vide";
    CaveEntrance => "Cave entrance", "Höhleneingang", "Entrée de la grotte";
    ThiefTrack => "The Leader of the Thieves: {n} {n|space|spaces} from the entrance", "Der Räuberhauptmann: noch {n} {n|Feld|Felder} bis zum Eingang", "Le chef des voleurs : encore {n} {n|case|cases} jusqu'à l'entrée";
    PileLeft => "{n} {n|card|cards} in the pile", "{n} {n|Karte|Karten} im Stapel", "{n} {n|carte|cartes} dans la pioche";
    OutOfCave => "out of the cave", "draußen", "dehors";
    InCave => "in the cave", "in der Höhle", "dans la grotte";
    Caught => "caught by the thieves", "von den Räubern erwischt", "aux mains des voleurs";
    GotOut => "got out", "entkommen", "dehors à temps";
    NobodyWon => "The thieves caught everyone!", "Die Räuber haben alle erwischt!", "Les voleurs ont attrapé tout le monde !";
    EvPawnPlaced => "{name} put their pawn in the cave.", "{name} hat die Figur in die Höhle gestellt.", "{name} a posé son pion dans la grotte.";
    EvRolled => "{name} rolled {n}.", "{name} hat eine {n} gewürfelt.", "{name} a fait {n}.";
    EvMovedPawn => "{name} moved.", "{name} ist gezogen.", "{name} a avancé.";
    EvGenie => "The genie carried {name} to a free card.", "Der Geist trug {name} auf eine freie Karte.", "Le génie a porté {name} sur une carte libre.";
    EvLeftCave => "{name} left the cave!", "{name} hat die Höhle verlassen!", "{name} a quitté la grotte !";
    EvStayedPut => "{name} could not move.", "{name} konnte nicht ziehen.", "{name} n'a pas pu avancer.";
    EvCollected => "{name} took a card with {n} {n|treasure|treasures}.", "{name} nahm eine Karte mit {n} {n|Schatz|Schätzen}.", "{name} a pris une carte à {n} {n|trésor|trésors}.";
    EvThief => "The Leader of the Thieves moved closer!", "Der Räuberhauptmann kommt näher!", "Le chef des voleurs s'approche !";
    EvLaid => "A new card was laid.", "Eine neue Karte wurde gelegt.", "Une nouvelle carte a été posée.";
    EvCaught => "The thieves caught {name} in the cave: {n} {n|treasure|treasures} lost.", "Die Räuber erwischten {name} in der Höhle: {n} {n|Schatz|Schätze} verloren.", "Les voleurs ont attrapé {name} dans la grotte : {n} {n|trésor perdu|trésors perdus}.";
    LostTreasures => "lost {n} {n|treasure|treasures} to the thieves", "{n} {n|Schatz|Schätze} an die Räuber verloren", "{n} {n|trésor pris|trésors pris} par les voleurs";
    EvEmptied => "No cards left in the pile: the square stays empty.", "Der Stapel ist leer: Das Feld bleibt leer.", "La pioche est vide : la case reste vide.";
    RulesTitle => "Rules of {game}", "Regeln: {game}", "Règles : {game}";
    AdaptationBadge => "App decision", "Entscheidung der App", "Choix de l'application";
    AdaptationNote => "Marked paragraphs are the app's own decisions where the printed rules are silent.",
        "Markierte Absätze sind Entscheidungen der App, wo die gedruckten Regeln schweigen.",
        "Les paragraphes marqués sont des choix de l'application là où les règles imprimées ne disent rien.";
    RulesLoading => "Loading the rules…", "Die Regeln werden geladen…", "Chargement des règles…";
    RulesFailed => "The rules could not be loaded. Check the connection and try again.",
        "Die Regeln konnten nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.",
        "Les règles n'ont pas pu être chargées. Vérifie la connexion et réessaie.";
    TryAgain => "Try again", "Noch einmal", "Réessayer";
    OneMinute => "How to play in one minute", "In einer Minute erklärt", "Le jeu en une minute";
    OpeningGame => "Opening {game}…", "{game} wird geöffnet…", "Ouverture de {game}…";
    TimeLeft => "{time} left", "noch {time}", "encore {time}";
    Pause => "Pause", "Pause", "Pause";
    Paused => "Paused", "Pause", "En pause";
    PausedHint => "The time stands still and the table is hidden. {time} left.", "Die Zeit steht still, der Tisch ist verdeckt. Noch {time}.", "Le temps est arrêté et la table cachée. Encore {time}.";
    GoOn => "Go on", "Weiter", "Reprendre";
    ComputersButton => "Play against the computer…", "Gegen den Computer spielen…", "Jouer contre l'ordinateur…";
    ErrNoPerson => "At least one player must be a person.", "Mindestens eine Person muss mitspielen.", "Au moins un joueur doit être une personne.";
    // The share panel's button: its heading says what is sent and to whom.
    SendLink => "Send the link", "Link senden", "Envoyer le lien";
    // The game menu: sounds on this device (every game's).
    Sound => "Sound", "Ton", "Son";
    SoundOn => "On", "An", "Activé";
    SoundOff => "Off", "Aus", "Désactivé";
    // Learning by playing: the way in, on Home, in the set-up and in the rules.
    LearnToPlay => "Learn to play", "Spielend lernen", "Apprendre en jouant";
    LearnOffer => "New to {game}? Learn it by playing: a guided game of three to six minutes.",
        "Du kennst {game} noch nicht? Lern es beim Spielen: ein geführtes Spiel, drei bis sechs Minuten lang.",
        "Tu découvres {game} ? Apprends-le en jouant : une partie guidée de trois à six minutes.";
    PlayOnPhones => "Play on several phones", "Auf mehreren Handys spielen", "Jouer sur plusieurs téléphones";
    // Words only the second app says (Sidibaba's, some of the table's): add others above this.
    @second_app {
        TableCodeAsk => "Code {code}. Does the other phone show the same code?", "Code {code}. Zeigt das andere Handy denselben Code?", "Code {code}. L'autre téléphone affiche-t-il le même code ?";
        TableCodeSame => "Yes, the same: let them join", "Ja, derselbe: mitspielen lassen", "Oui, le même : le laisser jouer";
        TableCodeOther => "No, another code", "Nein, ein anderer Code", "Non, un autre code";
        TableNoQr => "This is too long for a QR code (long names make it longer): send it as a link instead.", "Das ist zu lang für einen QR-Code (lange Namen machen es länger): Schick es stattdessen als Link.", "C'est trop long pour un code QR (les noms longs l'allongent) : envoie-le plutôt en lien.";
        TableLeave => "Leave the table (go on with links)", "Den Tisch verlassen (mit Links weiterspielen)", "Quitter la table (continuer avec des liens)";
        TableYouLeft => "This phone left the table: send your turns as links.", "Dieses Handy hat den Tisch verlassen: Schick deine Züge als Links.", "Ce téléphone a quitté la table : envoie tes coups en liens.";
        TablePeopleOnly => "A table of phones is for people only, and the computer plays in this game: it goes on here, on this device.", "Ein Tisch voller Handys ist nur für Menschen, und in diesem Spiel spielt der Computer mit: Es geht hier auf diesem Gerät weiter.", "Une table de téléphones est réservée aux personnes, et l'ordinateur joue dans cette partie : elle continue ici, sur cet appareil.";
        TableTurnedAway => "That phone was turned away: it does not join. Here is a new invitation.", "Dieses Handy wurde abgewiesen und spielt nicht mit. Hier ist eine neue Einladung.", "Ce téléphone a été refusé : il ne rejoint pas la table. Voici une nouvelle invitation.";
        SidiNumber => "Number of Adventurers", "Anzahl der Abenteurer", "Nombre d'Aventuriers";
        SidiLine => "The line and its lamps", "Die Reihe und ihre Lampen", "La file et ses lampes";
        SidiLineHint => "The first in line walks ahead and lights the first lamp. Each lamp burns for 3 minutes; all 12 are shared out.",
            "Wer vorne steht, geht voran und zündet die erste Lampe an. Jede Lampe brennt 3 Minuten; alle 12 werden verteilt.",
            "Le premier de la file marche devant et allume la première lampe. Chaque lampe brûle 3 minutes ; les 12 sont toutes réparties.";
        SidiPlace => "Adventurer {n} in line", "Abenteurer {n} in der Reihe", "Aventurier {n} dans la file";
        SidiLamps => "{n} {n|lamp|lamps}", "{n} {n|Lampe|Lampen}", "{n} {n|lampe|lampes}";
        SidiLessLamp => "One lamp less for {name}", "Eine Lampe weniger für {name}", "Une lampe de moins pour {name}";
        SidiMoreLamp => "One lamp more for {name}", "Eine Lampe mehr für {name}", "Une lampe de plus pour {name}";
        SidiForward => "{name} one place forward", "{name} einen Platz nach vorn", "{name} d'une place vers l'avant";
        SidiLampsLeft => "{n} {n|lamp|lamps} still to share out", "Noch {n} {n|Lampe|Lampen} zu verteilen", "Encore {n} {n|lampe|lampes} à répartir";
        SidiLampsTooMany => "{n} {n|lamp|lamps} too many: there are 12", "{n} {n|Lampe|Lampen} zu viel: Es gibt 12", "{n} {n|lampe|lampes} de trop : il y en a 12";
        SidiLampsShared => "All 12 lamps are shared out.", "Alle 12 Lampen sind verteilt.", "Les 12 lampes sont réparties.";
        SidiLeader => "The Leader of the Thieves", "Der Räuberhauptmann", "Le chef des voleurs";
        SidiLeaderApp => "Played by the app, an honest game master", "Gespielt von der App, einem ehrlichen Spielleiter", "Joué par l'application, un meneur de jeu honnête";
        SidiLeaderPerson => "Played by a person at this device", "Gespielt von einer Person an diesem Gerät", "Joué par une personne sur cet appareil";
        SidiLeaderName => "Name of the Leader", "Name des Räuberhauptmanns", "Nom du chef";
        SidiSeeWall => "A wall ahead.", "Geradeaus eine Mauer.", "Un mur droit devant.";
        SidiSeeDaylight => "Daylight ahead: a way out of the maze.", "Geradeaus Tageslicht: ein Ausgang aus dem Labyrinth.", "Droit devant, la lumière du jour : une sortie du labyrinthe.";
        SidiSeeWay => "The way leads on to the next square.", "Der Weg führt weiter auf das nächste Feld.", "Le chemin mène à la case suivante.";
        SidiWaysOn => "From there: {ways}.", "Von dort: {ways}.", "De là : {ways}.";
        SidiDeadEnd => "A dead end.", "Eine Sackgasse.", "Un cul-de-sac.";
        SidiToLeft => "to the left", "nach links", "vers la gauche";
        SidiStraightOn => "straight on", "geradeaus", "tout droit";
        SidiToRight => "to the right", "nach rechts", "vers la droite";
        SidiBackTowardsYou => "backwards", "nach hinten", "vers l'arrière";
        SidiOnIt => "On it: {things}.", "Darauf: {things}.", "Dessus : {things}.";
        SidiClosedChest => "a closed Chest", "eine geschlossene Truhe", "un Coffre fermé";
        SidiOpenChest => "an open Chest", "eine offene Truhe", "un Coffre ouvert";
        SidiClosedTreasure => "the closed Treasure", "der geschlossene Schatz", "le Trésor fermé";
        SidiOpenTreasure => "the open Treasure", "der offene Schatz", "le Trésor ouvert";
        SidiLandslide => "the Landslide", "der Erdrutsch", "l'Éboulement";
        SidiTheLeader => "the Leader of the Thieves", "der Räuberhauptmann", "le chef des voleurs";
        SidiArrow => "a {colour} arrow pointing {way}", "ein {colour} Pfeil, der {way} zeigt", "une flèche {colour} pointée {way}";
        SidiRed => "red", "roter", "rouge";
        SidiBlue => "blue", "blauer", "bleue";
        SidiNoLinks => "Sidibaba is played around one device, against the clock: no turn goes by link, and no move can be taken back. Once the expedition is over, it can be sent as a link to watch again.",
            "Sidibaba wird an einem Gerät gegen die Uhr gespielt: Kein Zug geht per Link, und keine Bewegung kann zurückgenommen werden. Ist die Expedition vorbei, lässt sie sich als Link zum Nachspielen senden.",
            "Sidibaba se joue autour d'un seul appareil, contre la montre : aucun tour ne part par lien, et aucun mouvement ne peut être repris. Une fois l'expédition finie, on peut l'envoyer par lien pour la revoir.";
        SidiLeaderPrepares => "The Leader of the Thieves prepares the maze…", "Der Räuberhauptmann bereitet das Labyrinth vor…", "Le chef des voleurs prépare le labyrinthe…";
        SidiLightFirst => "Open Sesame! {name}, light the first lamp.", "Sesam, öffne dich! {name}, zünde die erste Lampe an.", "Sésame, ouvre-toi ! {name}, allume la première lampe.";
        SidiLightNext => "No lamp burns! {name}, light one of yours, or let another go to the front.", "Keine Lampe brennt! {name}, zünde eine von deinen an oder lass jemand anderen nach vorn.", "Aucune lampe ne brûle ! {name}, allume une des tiennes ou laisse quelqu'un passer devant.";
        SidiOutside => "You stand before the entrance.", "Ihr steht vor dem Eingang.", "Vous êtes devant l'entrée.";
        SidiLeaderActs => "The Leader of the Thieves is at work…", "Der Räuberhauptmann ist am Werk…", "Le chef des voleurs est à l'œuvre…";
        SidiCaughtPrompt => "Caught! Give up an unlit lamp of one of you.", "Erwischt! Einer von euch gibt eine nicht brennende Lampe ab.", "Attrapés ! L'un d'entre vous rend une lampe qui ne brûle pas.";
        SidiCursePrompt => "A curse! Give up an unlit lamp of one of you.", "Ein Fluch! Einer von euch gibt eine nicht brennende Lampe ab.", "Une malédiction ! L'un d'entre vous rend une lampe qui ne brûle pas.";
        SidiSharePrompt => "{name}, take a token.", "{name}, nimm ein Plättchen.", "{name}, prends un jeton.";
        SidiPayPrompt => "{name}, add jewels from your bag for the second movement: {n} {n|point|points} of 3 offered. The one with the genie starts, then the line in order; every jewel offered is lost.", "{name}, lege Juwelen aus deinem Beutel für die zweite Bewegung dazu: {n} {n|Punkt|Punkte} von 3 angeboten. Wer den Geist hat, beginnt, dann die anderen der Reihe nach; jedes angebotene Juwel ist verloren.", "{name}, ajoute des joyaux de ton sac pour le second mouvement : déjà {n} {n|point offert|points offerts} sur 3. Le détenteur du génie commence, puis la file dans l'ordre ; tout joyau offert est perdu.";
        SidiWishPrompt => "{name}, keep one of the three tokens you drew.", "{name}, behalte eines der drei gezogenen Plättchen.", "{name}, garde un des trois jetons piochés.";
        SidiPadlockPrompt => "Small padlock: {name}, roll the die. A six opens it.", "Kleines Vorhängeschloss: {name}, würfle. Eine Sechs öffnet es.", "Petit cadenas : {name}, lance le dé. Un six l'ouvre.";
        SidiHandOutPrompt => "{name} opened the padlock: hand out the tokens, one each.", "{name} hat das Schloss geöffnet: Verteile die Plättchen, eins für jeden.", "{name} a ouvert le cadenas : distribue les jetons, un à chacun.";
        SidiComboPrompt => "Combination lock: {name}, roll the die. A 4, a 5 and a 6 open it.", "Zahlenschloss: {name}, würfle. Eine 4, eine 5 und eine 6 öffnen es.", "Cadenas à code : {name}, lance le dé. Un 4, un 5 et un 6 l'ouvrent.";
        SidiScheGive => "Scheherazade: {name}, give her a jewel.", "Scheherazade: {name}, gib ihr ein Juwel.", "Schéhérazade : {name}, donne-lui un joyau.";
        SidiScheRoll => "Scheherazade: {name}, roll the die. A 5 or 6 takes what lies in the middle.", "Scheherazade: {name}, würfle. Mit 5 oder 6 nimmst du, was in der Mitte liegt.", "Schéhérazade : {name}, lance le dé. Avec 5 ou 6, tu prends ce qui est au milieu.";
        SidiChooseMaze => "Choose a maze.", "Wähle ein Labyrinth.", "Choisis un labyrinthe.";
        SidiPlaceTreasure => "Place the Treasure on a square.", "Stell den Schatz auf ein Feld.", "Place le Trésor sur une case.";
        SidiPlaceChest => "Place Chest {n} of 5.", "Stell Truhe {n} (von 5) auf.", "Place le Coffre {n} (sur 5).";
        SidiFaceEntrance => "Choose the entrance the Adventurers stand before.", "Wähle den Eingang, vor dem die Abenteurer stehen.", "Choisis l'entrée devant laquelle se tiennent les Aventuriers.";
        SidiLeaderTurn => "Play an event, or pass.", "Spiele ein Ereignis aus oder passe.", "Joue un événement ou passe.";
        SidiTokenMoves => "Move your token: {n} more {n|square|squares}.", "Zieh deine Figur: noch {n} {n|Feld|Felder}.", "Déplace ton pion : encore {n} {n|case|cases}.";
        SidiPlaceLandslide => "Place the Landslide on an empty square.", "Leg den Erdrutsch auf ein leeres Feld.", "Pose l'Éboulement sur une case vide.";
        SidiTeleporting => "Teleport the Adventurers: choose where they land.", "Teleportiere die Abenteurer: Wähle, wo sie landen.", "Téléporte les Aventuriers : choisis où ils arrivent.";
        SidiLight => "Light a lamp", "Lampe anzünden", "Allumer une lampe";
        SidiForwardInLine => "{name} one place forward in the line", "{name} einen Platz nach vorn", "{name} d'une place vers l'avant";
        SidiBackInLine => "{name} one place back in the line", "{name} einen Platz nach hinten", "{name} d'une place vers l'arrière";
        SidiMvForward => "Step forward", "Vorwärts gehen", "Avancer";
        SidiMvForwardLeft => "Forward, then turn left", "Vorwärts, dann links drehen", "Avancer puis tourner à gauche";
        SidiMvForwardRight => "Forward, then turn right", "Vorwärts, dann rechts drehen", "Avancer puis tourner à droite";
        SidiMvTurnLeft => "Turn left", "Nach links drehen", "Tourner à gauche";
        SidiMvTurnRight => "Turn right", "Nach rechts drehen", "Tourner à droite";
        SidiMvTurnAround => "Turn around", "Umdrehen", "Faire demi-tour";
        SidiDiscard => "Give up one of {name}'s lamps ({n} unlit)", "Eine Lampe von {name} abgeben ({n} nicht brennend)", "Rendre une lampe de {name} ({n} non {n|allumée|allumées})";
        SidiTake => "Take {token}", "Nehmen: {token}", "Prendre {token}";
        SidiKeep => "Keep {token}", "Behalten: {token}", "Garder {token}";
        SidiPay => "Pay {token}", "Bezahlen: {token}", "Payer {token}";
        SidiGive => "Give {token}", "Geben: {token}", "Donner {token}";
        SidiRoll => "Roll the die", "Würfeln", "Lancer le dé";
        SidiHandOutTo => "{token} to {name}", "{token} → {name}", "{token} à {name}";
        SidiPass => "Pass", "Passen", "Passer";
        SidiPlay => "Play “{event}”", "„{event}“ ausspielen", "Jouer « {event} »";
        SidiPlayAsMove => "{event}: move the token 2 squares", "{event}: Figur 2 Felder ziehen", "{event} : déplacer le pion de 2 cases";
        SidiMazeN => "Maze {n}", "Labyrinth {n}", "Labyrinthe {n}";
        SidiEntranceN => "Entrance {n}", "Eingang {n}", "Entrée {n}";
        SidiBagOf => "{name}'s bag", "Beutel von {name}", "Sac de {name}";
        SidiBagEmpty => "Nothing in it.", "Nichts darin.", "Rien dedans.";
        SidiWorth => "Worth {n} {n|point|points}.", "Wert: {n} {n|Punkt|Punkte}.", "Valeur : {n} {n|point|points}.";
        SidiAsk => "Ask {genie}", "Fragen: {genie}", "Interroger {genie}";
        SidiAskTwo => "Ask {genie} for two movements (pay 3)", "Fragen: {genie} – zwei Bewegungen weit (3 Punkte zahlen)", "Interroger {genie} pour deux mouvements (payer 3)";
        SidiUse => "Use {genie}", "Einsetzen: {genie}", "Utiliser {genie}";
        SidiLayArrow => "Lay the arrow pointing {way}", "Pfeil hinlegen, Spitze {way}", "Poser la flèche pointée {way}";
        SidiCloseBag => "Close the bag", "Beutel schließen", "Fermer le sac";
        SidiHideConsole => "Hide the console", "Konsole verbergen", "Cacher la console";
        SidiOneGenie => "One genie per lamp: wait for the next lamp.", "Ein Geist pro Lampe: Wartet auf die nächste Lampe.", "Un génie par lampe : attendez la prochaine lampe.";
        SidiGoldCoin => "a gold coin", "eine Goldmünze", "une pièce d'or";
        SidiTwoGoldCoins => "two gold coins", "zwei Goldmünzen", "deux pièces d'or";
        SidiCarafe => "a carafe", "eine Karaffe", "une carafe";
        SidiDaggers => "a dagger", "ein Dolch", "un poignard";
        SidiEmerald => "an emerald", "ein Smaragd", "une émeraude";
        SidiBagOfStones => "a bag of gems", "ein Beutel Edelsteine", "un sac de pierres précieuses";
        SidiCurse => "a curse", "ein Fluch", "une malédiction";
        SidiFaceDown => "a face-down token", "ein verdecktes Plättchen", "un jeton face cachée";
        SidiAGenie => "a genie (face down)", "ein Geist (verdeckt)", "un génie (face cachée)";
        SidiGLight => "“Let there be light!”", "„Es werde Licht!“", "« Que la lumière soit ! »";
        SidiGBlue => "“We've already been past here!” (blue arrow)", "„Hier waren wir schon!“ (blauer Pfeil)", "« Nous sommes déjà passés par ici ! » (flèche bleue)";
        SidiGRed => "“We've already been past here!” (red arrow)", "„Hier waren wir schon!“ (roter Pfeil)", "« Nous sommes déjà passés par ici ! » (flèche rouge)";
        SidiGTreasure => "the genie of the way to the Treasure", "„Wo geht's zum Schatz?“", "« Par où le Trésor ? »";
        SidiGExit => "the genie of the way out", "„Wo geht's zum Ausgang?“", "« Par où la sortie ? »";
        SidiGLoot => "the genie of the way to a Chest", "„Wo geht's zur Beute?“", "« Par où le butin ? »";
        SidiEvIllusion => "Illusion", "Illusion", "Illusion";
        SidiEvPadlock => "Small padlock", "Kleines Vorhängeschloss", "Petit cadenas";
        SidiEvBandit => "Bandit", "Bandit", "Bandit";
        SidiEvCombination => "Combination lock", "Zahlenschloss", "Cadenas à code";
        SidiEvTeleport => "Teleportation", "Teleportation", "Téléportation";
        SidiEvLandslide => "Landslide", "Erdrutsch", "Éboulement";
        SidiEvScheherazade => "Scheherazade", "Scheherazade", "Schéhérazade";
        SidiEvMerchant => "Merchant", "Händler", "Marchand";
        SidiEvMovement => "Movement of {n}", "Bewegung um {n}", "Mouvement de {n}";
        SidiHEntered => "The Adventurers step into the maze.", "Die Abenteurer betreten das Labyrinth.", "Les Aventuriers entrent dans le labyrinthe.";
        SidiHCaught => "Caught by the Leader of the Thieves! He takes {n} {n|token|tokens}: {from}.", "Vom Räuberhauptmann erwischt! Er nimmt {n} Plättchen: {from}.", "Attrapés par le chef des voleurs ! Il prend {n} {n|jeton|jetons} : {from}.";
        SidiHChest => "A Chest opens: {n} {n|token|tokens}, {c} {c|curse|curses}.", "Eine Truhe geht auf: {n} Plättchen, {c} {c|Fluch|Flüche}.", "Un Coffre s'ouvre : {n} {n|jeton|jetons}, {c} {c|malédiction|malédictions}.";
        SidiHTreasure => "The Treasure opens: {n} {n|token|tokens}, {c} {c|curse|curses}.", "Der Schatz geht auf: {n} Plättchen, {c} {c|Fluch|Flüche}.", "Le Trésor s'ouvre : {n} {n|jeton|jetons}, {c} {c|malédiction|malédictions}.";
        SidiHMerchant => "The Merchant lays out {n} {n|token|tokens}.", "Der Händler legt {n} Plättchen aus.", "Le marchand étale {n} {n|jeton|jetons}.";
        SidiHRolled => "The die shows {n}.", "Der Würfel zeigt {n}.", "Le dé indique {n}.";
        SidiHAnswer => "The genie answers: {ways}.", "Der Geist antwortet: {ways}.", "Le génie répond : {ways}.";
        SidiHNoWay => "The genie knows no way.", "Der Geist kennt keinen Weg.", "Le génie ne connaît aucun chemin.";
        SidiHLampOut => "The lamp went out!", "Die Lampe ist erloschen!", "La lampe s'est éteinte !";
        SidiHPlayed => "The Leader of the Thieves plays {event}.", "Der Räuberhauptmann spielt „{event}“.", "Le chef des voleurs joue « {event} ».";
        SidiHPlayedMove => "The Leader of the Thieves moves his token ({event}).", "Der Räuberhauptmann zieht seine Figur ({event}).", "Le chef des voleurs déplace son pion ({event}).";
        SidiHStolen => "{n} {n|token was|tokens were} stolen.", "{n} Plättchen {n|wurde|wurden} gestohlen.", "{n} {n|jeton a été volé|jetons ont été volés}.";
        SidiHEscaped => "The Adventurers escaped with their fortunes!", "Die Abenteurer sind mit ihren Schätzen entkommen!", "Les Aventuriers se sont échappés avec leur fortune !";
        SidiHLastLamp => "The last lamp went out: the Leader of the Thieves wins.", "Die letzte Lampe ist erloschen: Der Räuberhauptmann gewinnt.", "La dernière lampe s'est éteinte : le chef des voleurs gagne.";
        SidiHCaughtNoLamp => "Caught with no lamp to give up: the Leader of the Thieves wins.", "Erwischt ohne Lampe zum Abgeben: Der Räuberhauptmann gewinnt.", "Attrapés sans lampe à rendre : le chef des voleurs gagne.";
        SidiMember => "{name}: {lamps} {lamps|lamp|lamps}, {tokens} {tokens|token|tokens}", "{name}: {lamps} {lamps|Lampe|Lampen}, {tokens} Plättchen", "{name} : {lamps} {lamps|lampe|lampes}, {tokens} {tokens|jeton|jetons}";
        SidiHead => "leads", "vorne", "en tête";
        SidiLeaderHolds => "The Leader holds {n} {n|lamp|lamps}.", "Der Räuberhauptmann hat {n} {n|Lampe|Lampen}.", "Le chef a {n} {n|lampe|lampes}.";
        SidiLampBurns => "A lamp burns.", "Eine Lampe brennt.", "Une lampe brûle.";
        SidiNoLampBurns => "No lamp burns.", "Keine Lampe brennt.", "Aucune lampe ne brûle.";
        SidiMiddle => "In the middle: {tokens}", "In der Mitte: {tokens}", "Au milieu : {tokens}";
        SidiFortuneOf => "{name}: {n} {n|point|points}", "{name}: {n} {n|Punkt|Punkte}", "{name} : {n} {n|point|points}";
        SidiMovements => "Movements", "Bewegungen", "Mouvements";
        SidiMazeTitle => "Maze {n}", "Labyrinth {n}", "Labyrinthe {n}";
        SidiSquareName => "Square {col}{row}", "Feld {col}{row}", "Case {col}{row}";
        SidiHere => "Here: {things}.", "Hier: {things}.", "Ici : {things}.";
        SidiThemHere => "the Adventurers, facing {dir}", "die Abenteurer, Blick nach {dir}", "les Aventuriers, tournés vers {dir}";
        SidiTokenHere => "the Leader's token", "die Figur des Räuberhauptmanns", "le pion du chef";
        SidiNorth => "north", "Norden", "le nord";
        SidiEast => "east", "Osten", "l'est";
        SidiSouth => "south", "Süden", "le sud";
        SidiWest => "west", "Westen", "l'ouest";
        SidiInHand => "Events in hand: {events}", "Ereignisse auf der Hand: {events}", "Événements en main : {events}";
        SidiNone => "none", "keine", "aucun";
        SidiOnlyLooks => "Only {name} looks now: the next screen shows what the others must not see.", "Nur {name} schaut jetzt hin: Der nächste Bildschirm zeigt, was die anderen nicht sehen dürfen.", "Réservé à {name} : l'écran suivant montre ce que les autres ne doivent pas voir.";
        SidiIAm => "I am {name}", "Ich bin {name}", "Je suis {name}";
        SidiLeaderWon => "The Leader of the Thieves won.", "Der Räuberhauptmann hat gewonnen.", "Le chef des voleurs a gagné.";
        SidiPartyWon => "The Adventurers won. The richest: {names}.", "Die Abenteurer haben gewonnen. Am reichsten: {names}.", "Les Aventuriers ont gagné. Le plus riche : {names}.";
        // The computer opponents and hints (they play in this WebAssembly too).
        PlayedBy => "Who plays seat {n}", "Wer spielt auf Platz {n}", "Qui joue à la place {n}";
        PlayedByPerson => "A person", "Eine Person", "Une personne";
        ComputerEasy => "The computer, easy", "Der Computer, leicht", "L'ordinateur, facile";
        ComputerNormal => "The computer, normal", "Der Computer, mittel", "L'ordinateur, moyen";
        ComputerStrong => "The computer, strong", "Der Computer, stark", "L'ordinateur, fort";
        ComputersHint => "A computer player sees only what a person in its seat would see.",
            "Ein Computer sieht nur, was eine Person auf seinem Platz sehen würde.",
            "Un joueur ordinateur ne voit que ce qu'une personne à sa place verrait.";
        Hints => "Hints", "Tipps", "Conseils";
        HintsOff => "None", "Keine", "Aucun";
        HintsOn => "A button asks what the strong computer player would do",
            "Ein Knopf fragt, was der starke Computer-Spieler tun würde",
            "Un bouton demande ce que ferait le joueur ordinateur fort";
        Thinking => "{name} (the computer) is playing…", "{name} (der Computer) ist am Zug…", "{name} (l'ordinateur) joue…";
        HintAsk => "What would the strong player do?", "Was würde der starke Spieler tun?", "Que ferait le joueur fort ?";
        HintOnly => "The strong player would do this: there is nothing else to do.", "Der starke Spieler würde das tun: Es gibt nichts anderes.", "Le joueur fort ferait ceci : il n'y a rien d'autre à faire.";
        HintBestNow => "The strong player would do this: it gains the most now.", "Der starke Spieler würde das tun: Es bringt jetzt am meisten.", "Le joueur fort ferait ceci : c'est ce qui rapporte le plus maintenant.";
        HintPlayedOut => "The strong player would do this: it did best when the game was played to the end {n} {n|time|times} from here.", "Der starke Spieler würde das tun: Als das Spiel von hier aus {n}-mal zu Ende gespielt wurde, ging es so am besten aus.", "Le joueur fort ferait ceci : c'est ce qui a le mieux réussi quand la partie a été jouée jusqu'au bout {n} {n|fois|fois} à partir d'ici.";
        // Sidibaba's later words.
        SidiHLostFrom => "{n} from {name}", "{n} von {name}", "{n} à {name}";
        SidiHCaughtNothing => "Caught by the Leader of the Thieves! The bags were empty: he takes nothing.", "Vom Räuberhauptmann erwischt! Die Beutel waren leer: Er nimmt nichts.", "Attrapés par le chef des voleurs ! Les sacs étaient vides : il ne prend rien.";
        SidiHeadNoLamp => "No lamp burns, and {name} holds none. Bring someone with a lamp to the head of the line.", "Keine Lampe brennt, und {name} hat keine mehr. Holt jemanden mit einer Lampe an die Spitze der Reihe.", "Aucune lampe ne brûle, et {name} n'en a plus. Faites passer en tête de file quelqu'un qui a une lampe.";
        SidiLegend => "Key", "Legende", "Légende";
        SidiHouseRules => "House rules", "Hausregeln", "Règles maison";
        SidiLineAnyTime => "Reorder the line at any time, also while a lamp burns", "Die Reihe jederzeit umstellen, auch während eine Lampe brennt", "Changer l'ordre de la file à tout moment, même quand une lampe brûle";
        SidiLineAnyTimeHint => "The rulebook: only while no lamp burns, before the first and when one goes out.", "Laut Spielregel: nur, solange keine Lampe brennt, vor der ersten und wenn eine erlischt.", "Selon la règle : seulement quand aucune lampe ne brûle, avant la première et quand une s'éteint.";
        SidiLegendParty => "the Adventurers, pointing the way they face", "die Abenteurer, die Spitze zeigt ihre Blickrichtung", "les Aventuriers, la pointe montre leur direction";
        SidiLegendArrows => "an arrow laid with a genie", "ein Pfeil, mit einem Geist gelegt", "une flèche posée grâce à un génie";
        SidiLegendVisited => "a darker square: the Adventurers have been there", "ein dunkleres Feld: Dort waren die Abenteurer schon", "une case plus foncée : les Aventuriers y sont passés";
        SidiOfferNoMore => "Add no more: the next one adds", "Nichts mehr dazulegen: Der Nächste ist dran", "Ne plus rien ajouter : au suivant d'ajouter";
        SidiStrength => "How hard the app plays the Leader", "Stärke des Räuberhauptmanns", "Force du chef des voleurs";
        SidiGentle => "Gentle", "Sanft", "Doux";
        SidiGentleHint => "For children: plays against you only while you have plenty of time, and eases off long before it runs short.", "Für Kinder: spielt nur gegen euch, solange ihr reichlich Zeit habt, und lässt lange vor dem Ende nach.", "Pour les enfants : ne joue contre vous que si vous avez du temps à revendre, et relâche la pression bien avant la fin.";
        SidiFair => "Fair", "Fair", "Équitable";
        SidiFairHint => "Watches your pace and keeps the expedition in suspense, slow or fast.", "Beobachtet euer Tempo und hält die Expedition spannend, ob ihr langsam seid oder schnell.", "Observe votre rythme et garde l'expédition palpitante, que vous soyez lents ou rapides.";
        SidiRuthless => "Ruthless", "Gnadenlos", "Impitoyable";
        SidiRuthlessHint => "The rulebook's Leader: does everything possible to delay you and never eases off.", "Wie in der Spielregel: tut alles, um euch aufzuhalten, und lässt nie nach.", "Comme dans la règle du jeu : fait tout pour vous retarder et ne relâche jamais la pression.";
        SidiStoryTitle => "The expedition", "Die Expedition", "L'expédition";
        SidiStoryMoves => "{n} {n|movement|movements}, {s} {s|second|seconds} each on average", "{n} {n|Bewegung|Bewegungen}, im Schnitt {s} {s|Sekunde|Sekunden} pro Bewegung", "{n} {n|mouvement|mouvements}, {s} {s|seconde|secondes} chacun en moyenne";
        SidiStoryLamps => "{n} {n|lamp|lamps} burnt out", "{n} {n|Lampe|Lampen} ausgebrannt", "{n} {n|lampe éteinte|lampes éteintes}";
        SidiStoryChests => "{n} {n|Chest|Chests} opened", "{n} {n|Truhe|Truhen} geöffnet", "{n} {n|Coffre ouvert|Coffres ouverts}";
        SidiStoryEvents => "{n} {n|event|events} played by the Leader", "{n} {n|Ereignis|Ereignisse} vom Räuberhauptmann gespielt", "{n} {n|événement joué|événements joués} par le chef";
        SidiStoryCatches => "Caught {n} {n|time|times}", "{n}-mal erwischt", "Attrapés {n} fois";
        SidiStoryStrength => "The app played the Leader: {strength}", "Die App spielte den Räuberhauptmann: {strength}", "L'application jouait le chef : {strength}";
        SidiLegendPath => "the party's way, from the circle", "der Weg der Gruppe, ab dem Kreis", "le chemin du groupe, depuis le cercle";
        SidiHereIs => "Where you stand: {things}.", "Wo ihr steht: {things}.", "Là où vous êtes : {things}.";
        SidiStop => "Leader: stop! ({name})", "Hauptmann: Halt! ({name})", "Chef : stop ! ({name})";
        SidiOrdersTitle => "When the device comes back to you", "Wann das Gerät zu dir zurückkommt", "Quand l'appareil te revient";
        SidiOrderAtLoot => "At a Chest or the Treasure, when you hold an event for it", "An einer Truhe oder am Schatz, wenn du ein Ereignis dafür hast", "À un Coffre ou au Trésor, si tu as un événement à y jouer";
        SidiOrderStopped => "Only when you say stop", "Nur wenn du Halt rufst", "Seulement quand tu dis stop";
        SidiOrderEvery => "On every new square", "Auf jedem neuen Feld", "Sur chaque nouvelle case";
        SidiOrderPlay => "Play it for me at the first chance: {event}", "Bei der ersten Gelegenheit für mich spielen: {event}", "Le jouer pour moi à la première occasion : {event}";
        SidiOrdersHint => "Whatever you choose, the Adventurers' screen has a “Leader: stop!” button for you at any moment.", "Was du auch wählst: Auf dem Bildschirm der Abenteurer hast du jederzeit den Knopf „Hauptmann: Halt!“.", "Quoi que tu choisisses, l'écran des Aventuriers a un bouton « Chef : stop ! » pour toi à tout moment.";
        SidiToHead => "{name} to the head of the line", "{name} an die Spitze der Reihe", "{name} en tête de file";
        SidiTreasureKnown => "The Treasure is shared: the genie of the way to the Treasure has nothing more to tell.", "Der Schatz ist geteilt: Der Geist „Wo geht's zum Schatz?“ hat nichts mehr zu sagen.", "Le Trésor est partagé : le génie « Par où le Trésor ? » n'a plus rien à dire.";
        // The Leader's maze names an arrow's direction by the compass ("pointing north").
        SidiArrowTowards => "a {colour} arrow pointing {dir}", "ein {colour} Pfeil nach {dir}", "une flèche {colour} pointée vers {dir}";
        // The coach of a lesson (it plays in this WebAssembly only).
        LessonTitle => "Learn to play {game}", "{game} spielend lernen", "Apprendre {game} en jouant";
        LessonCoach => "The coach", "Der Coach", "Le coach";
        LessonStep => "Step {n} of {total}", "Schritt {n} von {total}", "Étape {n} sur {total}";
        LessonNotNow => "Not that one now: the coach shows what to tap.", "Das gerade nicht: Der Coach zeigt dir, worauf du tippen sollst.", "Pas maintenant : le coach te montre où toucher.";
        LessonLost => "The game has left the lesson's path (a lamp went out on its own). Play on as you like, or start the lesson again.", "Das Spiel ist vom Weg der Lektion abgekommen (eine Lampe ist von selbst erloschen). Spiel weiter, wie du willst, oder beginne die Lektion von vorn.", "La partie a quitté le chemin de la leçon (une lampe s'est éteinte d'elle-même). Continue comme tu veux, ou recommence la leçon.";
        LessonAgain => "Start the lesson again", "Lektion von vorn beginnen", "Recommencer la leçon";
        LessonLeave => "Leave the lesson", "Lektion verlassen", "Quitter la leçon";
        PlayForReal => "Play for real", "Jetzt richtig spielen", "Jouer pour de vrai";
        LessonLoading => "Loading the lesson…", "Die Lektion wird geladen…", "Chargement de la leçon…";
        LessonFailed => "The lesson could not be loaded. Check the connection and try again.", "Die Lektion konnte nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.", "La leçon n'a pas pu être chargée. Vérifie la connexion et réessaie.";
        LessonDamaged => "This lesson's file is damaged and cannot be played. Reload the app while online.", "Die Datei dieser Lektion ist beschädigt und lässt sich nicht spielen. Lade die App online neu.", "Le fichier de cette leçon est endommagé et ne peut pas être joué. Recharge l'application en ligne.";
        LessonRestarted => "Your place in the lesson could not be read, so it starts again.", "Dein Fortschritt in der Lektion ließ sich nicht lesen, darum beginnt sie von vorn.", "Ta progression dans la leçon n'a pas pu être lue : la leçon reprend depuis le début.";
        LessonTimeHeld => "The lamp stands still while the coach speaks.", "Die Lampe brennt nicht herunter, solange der Coach spricht.", "La lampe ne se consume pas pendant que le coach parle.";
        LessonTimeRuns => "The lamp burns while you act.", "Die Lampe brennt, während du spielst.", "La lampe brûle pendant que tu agis.";
        SidiPartyWonTie => "The Adventurers won. The richest, with equal fortunes: {names}.", "Die Abenteurer haben gewonnen. Gemeinsam am reichsten: {names}.", "Les Aventuriers ont gagné. Les plus riches, à égalité : {names}.";

        KeepAllGames => "Keep all games", "Alle Spiele sichern", "Sauvegarder toutes les parties";
        GamesHere => "{n} {n|game|games} on this device.", "{n} {n|Spiel|Spiele} auf diesem Gerät.", "{n} {n|partie|parties} sur cet appareil.";
        KeepAllHow => "One file holds every game on this device, with your progress in the lessons and the settings. On another phone or browser, choose it under “Restore games”.",
            "Eine Datei enthält alle Spiele auf diesem Gerät, dazu dein Fortschritt in den Lektionen und die Einstellungen. Auf einem anderen Handy oder Browser wählst du sie unter „Spiele wiederherstellen“ aus.",
            "Un fichier contient toutes les parties de cet appareil, avec ta progression dans les leçons et les réglages. Sur un autre téléphone ou navigateur, choisis-le sous « Restaurer des parties ».";
        DownloadFile => "Download the file", "Datei herunterladen", "Télécharger le fichier";
        ShareFile => "Share the file", "Datei teilen", "Partager le fichier";
        CannotKeepFile => "This browser could not make the file.", "Dieser Browser konnte die Datei nicht anlegen.", "Ce navigateur n'a pas pu créer le fichier.";
        RestoreGames => "Restore games", "Spiele wiederherstellen", "Restaurer des parties";
        RestoreHow => "Choose a backup file, or paste its text. Nothing here is written over: a game that went on differently here is kept beside it.",
            "Wähle eine Sicherungsdatei oder füge ihren Text ein. Hier wird nichts überschrieben: Ein Spiel, das hier anders weiterging, bleibt daneben erhalten.",
            "Choisis un fichier de sauvegarde ou colle son texte. Rien n'est écrasé ici : une partie qui a continué autrement ici est gardée à côté.";
        BackupFile => "Backup file", "Sicherungsdatei", "Fichier de sauvegarde";
        PasteBackup => "Or paste the text of a backup", "Oder füge den Text einer Sicherung ein", "Ou colle le texte d'une sauvegarde";
        Restore => "Restore", "Wiederherstellen", "Restaurer";
        FileUnreadable => "This file could not be read.", "Diese Datei ließ sich nicht lesen.", "Ce fichier n'a pas pu être lu.";
        NotABackup => "This is not a backup of Sesame: nothing was restored.", "Das ist keine Sicherung von Sesam: Es wurde nichts wiederhergestellt.", "Ce n'est pas une sauvegarde de Sésame : rien n'a été restauré.";
        NewerBackup => "This backup was made by a newer version of Sesame. Update the app (open it once with a connection), then restore again.",
            "Diese Sicherung stammt aus einer neueren Sesam-Version. Aktualisiere die App (öffne sie einmal mit Verbindung) und stelle dann erneut wieder her.",
            "Cette sauvegarde vient d'une version plus récente de Sésame. Mets l'application à jour (ouvre-la une fois avec une connexion), puis restaure à nouveau.";
        StorageFullRestore => "The browser's storage is full: not every game could be restored. Delete old games on the home screen, then restore again; games already here are skipped.",
            "Der Speicher des Browsers ist voll: Nicht jedes Spiel ließ sich wiederherstellen. Lösche alte Spiele auf der Startseite und stelle dann erneut wieder her; Spiele, die schon hier sind, werden übersprungen.",
            "Le stockage du navigateur est plein : toutes les parties n'ont pas pu être restaurées. Supprime d'anciennes parties à l'accueil, puis restaure à nouveau ; les parties déjà présentes sont ignorées.";
        RestoredSummary => "{list}.", "{list}.", "{list}.";
        RestoredGames => "{n} {n|game|games} restored", "{n} {n|Spiel|Spiele} wiederhergestellt", "{n} {n|partie restaurée|parties restaurées}";
        RestoredAlready => "{n} already here", "{n} schon vorhanden", "{n} {n|déjà présente|déjà présentes}";
        RestoredBeside => "{n} kept beside a game that went on differently here", "{n} neben einem Spiel erhalten, das hier anders weiterging", "{n} {n|gardée|gardées} à côté d'une partie qui a continué autrement ici";
        RestoredNewer => "{n} from a newer version of Sesame skipped", "{n} aus einer neueren Sesam-Version übersprungen", "{n} d'une version plus récente de Sésame {n|ignorée|ignorées}";
        RestoredDamaged => "{n} damaged {n|line|lines} skipped", "{n} {n|beschädigte Zeile|beschädigte Zeilen} übersprungen", "{n} {n|ligne endommagée ignorée|lignes endommagées ignorées}";
        RestoredSettings => "{n} {n|setting|settings} taken over", "{n} {n|Einstellung|Einstellungen} übernommen", "{n} {n|réglage repris|réglages repris}";
        RestoredNothing => "The backup holds nothing that is not already here.", "Die Sicherung enthält nichts, was nicht schon hier ist.", "La sauvegarde ne contient rien qui ne soit déjà ici.";
        // A table of phones.
        TableTitle => "A table of phones", "Ein Tisch voller Handys", "Une table de téléphones";
        TableIntro => "Each player plays on their own phone, with nothing to pass around. The phones must be on the same Wi-Fi.",
            "Alle spielen auf dem eigenen Handy, nichts wird herumgereicht. Die Handys müssen im selben WLAN sein.",
            "Chacun joue sur son propre téléphone, sans rien se passer. Les téléphones doivent être sur le même Wi-Fi.";
        TableWhoHere => "Who plays on this phone?", "Wer spielt auf diesem Handy?", "Qui joue sur ce téléphone ?";
        TableInvitation => "The invitation", "Die Einladung", "L'invitation";
        TableInviteHint => "Another player scans this code with their phone's camera, or you send them the invitation.",
            "Jemand anders scannt diesen Code mit der Kamera des Handys, oder du schickst die Einladung.",
            "Un autre joueur scanne ce code avec l'appareil photo de son téléphone, ou tu lui envoies l'invitation.";
        TableSendInvitation => "Send the invitation", "Einladung senden", "Envoyer l'invitation";
        TablePreparing => "Preparing the invitation…", "Die Einladung wird vorbereitet…", "L'invitation se prépare…";
        TableAnswerLabel => "Their answer, if it came as a link", "Die Antwort, falls sie als Link kam", "Sa réponse, si elle est arrivée en lien";
        TableConnect => "Connect", "Verbinden", "Connecter";
        TableWaiting => "Waiting for the other phone…", "Warten auf das andere Handy…", "En attente de l'autre téléphone…";
        TableCode => "Code {code}: the other phone must show the same.", "Code {code}: Das andere Handy muss denselben zeigen.", "Code {code} : l'autre téléphone doit afficher le même.";
        TableAtTable => "At the table: {list}.", "Am Tisch: {list}.", "À la table : {list}.";
        TableInviteAnother => "Invite another phone", "Noch ein Handy einladen", "Inviter un autre téléphone";
        TableToGame => "To the game", "Zum Spiel", "Vers la partie";
        TableInvited => "You are invited to a game of {game}.", "Du bist zum Spiel {game} eingeladen.", "Tu es invité à une partie de {game}.";
        TableWhichSeat => "Which player are you?", "Wer bist du?", "Quel joueur es-tu ?";
        TableAnswerTitle => "Your answer", "Deine Antwort", "Ta réponse";
        TableAnswerHint => "Show this code to the phone that invited you: it scans it. Or send it the answer as a link.",
            "Zeig diesen Code dem Handy, das dich eingeladen hat: Es scannt ihn. Oder schick ihm die Antwort als Link.",
            "Montre ce code au téléphone qui t'a invité : il le scanne. Ou envoie-lui la réponse en lien.";
        TableSendAnswer => "Send the answer", "Antwort senden", "Envoyer la réponse";
        TableBadInvitation => "This invitation cannot be read: it was cut or changed on its way. Ask for a new one.",
            "Diese Einladung lässt sich nicht lesen: Sie wurde unterwegs gekürzt oder verändert. Bitte um eine neue.",
            "Cette invitation est illisible : elle a été coupée ou modifiée en route. Demande-en une nouvelle.";
        TableNewerInvitation => "This invitation comes from a newer version of Sesame. Update the app (open it once with a connection), then scan it again.",
            "Diese Einladung stammt aus einer neueren Sesam-Version. Aktualisiere die App (öffne sie einmal mit Verbindung) und scanne sie dann erneut.",
            "Cette invitation vient d'une version plus récente de Sésame. Mets l'application à jour (ouvre-la une fois avec une connexion), puis scanne-la à nouveau.";
        TableBadAnswer => "This is not an answer to this invitation.", "Das ist keine Antwort auf diese Einladung.", "Ce n'est pas une réponse à cette invitation.";
        TableNoConnection => "The phones could not connect. Are both on the same Wi-Fi? Some networks keep phones apart (a guest Wi-Fi): then send turns as links, or pass one phone around.",
            "Die Handys konnten sich nicht verbinden. Sind beide im selben WLAN? Manche Netze trennen Geräte voneinander (ein Gäste-WLAN): Dann schickt euch die Züge als Links oder reicht ein Handy herum.",
            "Les téléphones n'ont pas pu se connecter. Sont-ils sur le même Wi-Fi ? Certains réseaux isolent les appareils (un Wi-Fi invité) : envoyez-vous alors les tours en lien, ou passez-vous un seul téléphone.";
        TableNoWebRtc => "This browser cannot connect phones directly. Send turns as links instead.",
            "Dieser Browser kann Handys nicht direkt verbinden. Schickt euch die Züge stattdessen als Links.",
            "Ce navigateur ne peut pas relier des téléphones directement. Envoyez-vous plutôt les tours en lien.";
        TableRefused => "The phone that invited you said no: the seat is taken, or the invitation is an old one.",
            "Das einladende Handy hat abgelehnt: Der Platz ist vergeben, oder die Einladung ist veraltet.",
            "Le téléphone qui t'a invité a refusé : la place est prise, ou l'invitation est ancienne.";
        TableAnswerPassed => "The answer went to Sesame's invitation screen: go back to it.",
            "Die Antwort ist beim Einladungsbildschirm von Sesam angekommen: Geh dorthin zurück.",
            "La réponse est arrivée sur l'écran d'invitation de Sésame : retournes-y.";
        TableAnswerNobody => "No invitation screen of Sesame is open in this browser. Open the invitation again on the phone that invites, then give it this answer.",
            "In diesem Browser ist kein Einladungsbildschirm von Sesam offen. Öffne die Einladung auf dem einladenden Handy erneut und gib ihm dann diese Antwort.",
            "Aucun écran d'invitation de Sésame n'est ouvert dans ce navigateur. Rouvre l'invitation sur le téléphone qui invite, puis donne-lui cette réponse.";
        TableLeft => "{name}'s phone left the table. It can join again with a new invitation.",
            "Das Handy von {name} hat den Tisch verlassen. Mit einer neuen Einladung kann es wieder dazukommen.",
            "Le téléphone de {name} a quitté la table. Il peut revenir avec une nouvelle invitation.";
        TableHostLeft => "The phone that invited you left the table. Send your turn as a link, or join again with a new invitation.",
            "Das einladende Handy hat den Tisch verlassen. Schick deinen Zug als Link oder komm mit einer neuen Einladung wieder dazu.",
            "Le téléphone qui t'a invité a quitté la table. Envoie ton tour en lien, ou reviens avec une nouvelle invitation.";
        TableTooLate => "Your move came too late: the table had gone on. It was taken back.",
            "Dein Zug kam zu spät: Am Tisch ging es schon weiter. Er wurde zurückgenommen.",
            "Ton coup est arrivé trop tard : la table avait continué. Il a été repris.";
        TableOnTheirPhone => "{name} plays on their own phone.", "{name} spielt auf dem eigenen Handy.", "{name} joue sur son propre téléphone.";
        TableHolds => "What the phones send each other is what a link holds: the whole game, everything face down included.",
            "Was die Handys einander schicken, ist das, was ein Link enthält: das ganze Spiel, auch alles Verdeckte.",
            "Ce que les téléphones s'envoient est ce que contient un lien : toute la partie, y compris tout ce qui est face cachée.";
        TableScan => "Scan their answer", "Antwort scannen", "Scanner sa réponse";
        TableScanHint => "Point the camera at the code on the other phone.", "Richte die Kamera auf den Code auf dem anderen Handy.", "Pointe l'appareil photo vers le code de l'autre téléphone.";
        TableNoCamera => "The camera cannot be used here: paste their answer as a link instead.",
            "Die Kamera lässt sich hier nicht nutzen: Füge die Antwort stattdessen als Link ein.",
            "L'appareil photo n'est pas utilisable ici : colle plutôt sa réponse en lien.";
        SidiStopParty => "Stop the Adventurers!", "Die Abenteurer anhalten!", "Arrêter les Aventuriers !";
        TablePartyPlays => "The Adventurers are playing.", "Die Abenteurer sind am Zug.", "Les Aventuriers jouent.";
        TableOnAnotherPhone => "{name} plays on another phone.", "{name} spielt auf einem anderen Handy.", "{name} joue sur un autre téléphone.";
    }
}

impl Msg {
    /// The text with each `{key}` replaced by its value, in one pass over the template: a value
    /// is never read again, so a player called `{tile}` stays `{tile}`. A plural choice
    /// `{key|one|other}` takes the form the count in `key` needs in `lang`.
    pub fn fill(self, lang: Lang, values: &[(&str, &str)]) -> String {
        fill_template(lang, self.text(lang), values)
    }
}

/// The plural forms the app's languages have (CLDR): English and German "one" for exactly 1;
/// French "one" for 0 and 1. (French also has "many" for round millions, "de" before the noun;
/// no count in these games comes near it.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    One,
    Other,
}

/// Names as a sentence lists them: "Anna, Lea and Tom".
pub fn and_list(lang: Lang, names: &[&str]) -> String {
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            Msg::AndLast.fill(lang, &[("names", &rest.join(", ")), ("name", last)])
        }
        _ => names.concat(),
    }
}

pub fn plural(lang: Lang, n: u64) -> Plural {
    let one = match lang {
        Lang::En | Lang::De => n == 1,
        Lang::Fr => n <= 1,
    };
    if one {
        Plural::One
    } else {
        Plural::Other
    }
}

/// The form of `{key|one|other}` for the count in `key`; `None` when it is no plural choice or
/// the value is no count.
fn plural_choice<'t>(lang: Lang, inside: &'t str, values: &[(&str, &str)]) -> Option<&'t str> {
    let mut parts = inside.split('|');
    let key = parts.next()?;
    let (one, other) = (parts.next()?, parts.next()?);
    // The rule reads the size of the number: "−1 point" like "1 point".
    let n: i64 = values.iter().find(|(k, _)| *k == key)?.1.parse().ok()?;
    Some(match plural(lang, n.unsigned_abs()) {
        Plural::One => one,
        Plural::Other => other,
    })
}

/// `Msg::fill` for any template: also for a translation read from `messages.json`, which is outside
/// input like any other (a `{` without its `}` is kept as written).
pub fn fill_template(lang: Lang, template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some((before, after)) = rest.split_once('{') {
        out.push_str(before);
        let value = after.split_once('}').and_then(|(key, tail)| {
            plural_choice(lang, key, values)
                .or_else(|| values.iter().find(|(k, _)| *k == key).map(|(_, v)| *v))
                .map(|v| (v, tail))
        });
        match value {
            Some((value, tail)) => {
                let taken = if lang == Lang::Fr { elide(&mut out, value) } else { 0 };
                out.push_str(value.get(taken..).unwrap_or(value));
                rest = tail;
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// French contracts a word of the template with the value that follows it: "de Anna" is
/// "d'Anna", "que Ugo" "qu'Ugo", "à le génie" "au génie", "de les" "des". Only at the seam, so
/// a name is never changed, and only where the template's word stands alone ("monde " is no
/// "de"). Returns how much of the value's start the contraction took in (its article).
/// (Written on bytes, without Unicode's tables or string searching: that weighed 1.5 KB of
/// brotli in the first WebAssembly, for six words.)
fn elide(out: &mut String, value: &str) -> usize {
    let b = out.as_bytes();
    // The word ends the template, after its start, a space, an apostrophe, a parenthesis, a
    // no-break space or « (the last byte of either).
    let alone = |w: &[u8]| {
        b.ends_with(w)
            && b.len().checked_sub(w.len() + 1).is_none_or(|i| matches!(b[i], b' ' | b'\'' | b'(' | 0xA0 | 0xAB))
    };
    const WORDS: [(&[u8], &str, &str, &str); 6] = [
        (b"de ", "d'", "du ", "des "),
        (b"De ", "D'", "Du ", "Des "),
        (b"que ", "qu'", "", ""),
        (b"Que ", "Qu'", "", ""),
        ("à ".as_bytes(), "", "au ", "aux "),
        ("À ".as_bytes(), "", "Au ", "Aux "),
    ];
    let Some(&(word, elided, le, les)) = WORDS.iter().find(|w| alone(w.0)) else { return 0 };
    let keep = b.len() - word.len();
    let (with, taken) = if value.starts_with("le ") && !le.is_empty() {
        (le, 3)
    } else if value.starts_with("les ") && !les.is_empty() {
        (les, 4)
    } else if starts_with_vowel_sound(value) && !elided.is_empty() {
        (elided, 0)
    } else {
        return 0;
    };
    out.truncate(keep);
    out.push_str(with);
    taken
}

/// A French word or name that elides what comes before it: a vowel, or a Y before a consonant
/// ("d'Yves", but "de Yann"). An h is left alone: "de Hugo" reads as well as "d'Hugo".
fn starts_with_vowel_sound(value: &str) -> bool {
    let mut chars = value.chars();
    match chars.next() {
        Some('y' | 'Y') => chars.next().is_some_and(|c| {
            c.is_ascii_alphabetic() && !matches!(c.to_ascii_lowercase(), 'a' | 'e' | 'i' | 'o' | 'u' | 'y')
        }),
        Some(c) => matches!(
            c,
            'a' | 'e' | 'i' | 'o' | 'u' | 'A' | 'E' | 'I' | 'O' | 'U' | 'à'..='æ' | 'è'..='ï' | 'ò'..='ö' | 'ù'..='ü'
                | 'À'..='Æ' | 'È'..='Ï' | 'Ò'..='Ö' | 'Ù'..='Ü' | 'œ' | 'Œ'
        ),
        None => false,
    }
}

/// The longest unbroken run of a name that is shown whole; longer runs end in "…". A name may
/// have 32 characters, but 32 "W" in a row would push the page sideways on a phone.
pub const SHOWN_RUN: usize = 14;

/// A player name as the screens show it: every word of more than `SHOWN_RUN` characters a
/// person sees is clipped with an ellipsis (never inside a character).
pub fn shown_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for (i, word) in name.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let chars = crate::games::text::visible_chars(word);
        if chars.len() > SHOWN_RUN {
            chars[..SHOWN_RUN - 1].iter().for_each(|c| out.push_str(c));
            out.push('…');
        } else {
            out.push_str(word);
        }
    }
    out
}

pub fn game_name(game: GameId) -> Msg {
    match game {
        GameId::AliBaba => Msg::GameAliBaba,
        GameId::ThousandAndOne => Msg::GameThousand,
        GameId::Sidibaba => Msg::GameSidibaba,
    }
}

pub fn config_error(error: ConfigError) -> Msg {
    match error {
        ConfigError::TooFewPlayers => Msg::ErrTooFewPlayers,
        ConfigError::TooManyPlayers => Msg::ErrTooManyPlayers,
        ConfigError::EmptyName => Msg::ErrEmptyName,
        ConfigError::NameTooLong => Msg::ErrNameTooLong,
        ConfigError::VariantNeedsTwoPlayers => Msg::ErrTwoPlayersOnly,
        ConfigError::NoSuchStartPlayer => Msg::ErrNoSuchStartPlayer,
        ConfigError::InvisibleCharacter => Msg::ErrInvisibleCharacter,
        ConfigError::LampsNotSharedOut => Msg::ErrLampsNotSharedOut,
        // The second comes from damaged data only (a set-up always gives one entry per seat),
        // which links and saves report as damage, not with this message.
        ConfigError::NoPerson | ConfigError::ComputersDoNotFit => Msg::ErrNoPerson,
    }
}

#[cfg(test)]
mod review;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_unbroken_names_are_clipped_with_an_ellipsis() {
        assert_eq!(shown_name("Lea"), "Lea");
        assert_eq!(shown_name(&"W".repeat(32)), format!("{}…", "W".repeat(13)));
        assert_eq!(shown_name("Anna Maria Magdalena"), "Anna Maria Magdalena");
        assert_eq!(shown_name(&"👍🏽".repeat(20)), format!("{}…", "👍🏽".repeat(13)));
    }

    #[test]
    fn filling_never_reads_inside_a_filled_value() {
        let fill = |t, v: &[(&str, &str)]| fill_template(Lang::En, t, v);
        assert_eq!(
            fill("{name} took {tile}.", &[("name", "{tile}"), ("tile", "brown ruby")]),
            "{tile} took brown ruby."
        );
        assert_eq!(fill("{a}{b}", &[("a", "{b}"), ("b", "{a}")]), "{b}{a}");
        assert_eq!(fill("{unknown} { }{", &[("a", "x")]), "{unknown} { }{");
        assert_eq!(fill("ünï {a}!", &[("a", "çödé")]), "ünï çödé!");
        assert_eq!(fill("{n} {n|tile|tiles}", &[("n", "{n|a|b}")]), "{n|a|b} {n|tile|tiles}", "a name is no count");
    }

    #[test]
    fn counts_take_the_plural_form_of_their_language() {
        let tiles = |lang, n: u64| Msg::TilesCount.fill(lang, &[("n", &n.to_string())]);
        assert_eq!([tiles(Lang::En, 0), tiles(Lang::En, 1), tiles(Lang::En, 2)], ["0 tiles", "1 tile", "2 tiles"]);
        assert_eq!([tiles(Lang::Fr, 0), tiles(Lang::Fr, 1), tiles(Lang::Fr, 2)], ["0 tuile", "1 tuile", "2 tuiles"]);
        let took = |lang, n: u64| Msg::EvCollected.fill(lang, &[("name", "Lea"), ("n", &n.to_string())]);
        assert_eq!(took(Lang::En, 1), "Lea took a card with 1 treasure.");
        assert_eq!(took(Lang::De, 1), "Lea nahm eine Karte mit 1 Schatz.");
        assert_eq!(took(Lang::De, 3), "Lea nahm eine Karte mit 3 Schätzen.");
        assert_eq!(took(Lang::Fr, 1), "Lea a pris une carte à 1 trésor.");
        let moves = |lang, n: u64| Msg::LinkUpdated.fill(lang, &[("n", &n.to_string())]);
        assert_eq!(moves(Lang::En, 1), "The link brought 1 new move; your game is up to date.");
        assert_eq!(moves(Lang::De, 1), "Der Link brachte 1 neuen Zug; dein Spiel ist auf dem neuesten Stand.");
        assert_eq!(moves(Lang::Fr, 2), "Le lien apporte 2 nouveaux coups\u{202F}; ta partie est à jour.");
        assert_eq!(Msg::PointsShort.fill(Lang::En, &[("n", "-1")]), "-1 pt");
        let brown = Msg::MagicBrown.fill(Lang::En, &[("n", "1"), ("kind", "ruby"), ("points", "1")]);
        assert_eq!(brown, "Brown magic: show your 1 ruby tile and score 1 point?");
    }

    #[test]
    fn every_plural_choice_names_a_count_and_has_two_forms() {
        for &msg in Msg::ALL {
            for lang in Lang::ALL {
                let text = msg.text(lang);
                for choice in text.split('{').skip(1).filter_map(|p| p.split('}').next()).filter(|c| c.contains('|')) {
                    let parts: Vec<&str> = choice.split('|').collect();
                    assert_eq!(parts.len(), 3, "{msg:?} in {lang:?}: {choice}");
                    assert!(
                        text.contains(&format!("{{{}}}", parts[0])),
                        "{msg:?} in {lang:?}: the count {{{}}} is shown too",
                        parts[0]
                    );
                }
            }
        }
    }

    #[test]
    fn every_message_exists_in_all_three_languages() {
        for &msg in Msg::ALL {
            for lang in Lang::ALL {
                assert!(!msg.text(lang).trim().is_empty(), "{msg:?} is empty in {lang:?}");
            }
        }
    }

    #[test]
    fn placeholders_are_the_same_in_every_language() {
        fn keys(s: &str) -> Vec<&str> {
            let mut k: Vec<&str> =
                s.split('{').skip(1).filter_map(|p| p.split('}').next()).filter(|k| !k.contains('|')).collect();
            k.sort();
            k.dedup();
            k
        }
        for &msg in Msg::ALL {
            let en = keys(msg.text(Lang::En));
            assert_eq!(keys(msg.text(Lang::De)), en, "{msg:?} in German");
            assert_eq!(keys(msg.text(Lang::Fr)), en, "{msg:?} in French");
        }
    }

    /// `messages.json`: `[key, English, German, French]` per message, in the order of `Msg`.
    #[test]
    fn the_translations_file_is_up_to_date() {
        let rows: Vec<[&str; 4]> = Msg::ALL
            .iter()
            .map(|&m| [KEYS[m as usize], m.text(Lang::En), m.text(Lang::De), m.text(Lang::Fr)])
            .collect();
        let mut json = String::from("[\n");
        for (i, row) in rows.iter().enumerate() {
            json.push_str(&serde_json::to_string(row).expect("strings"));
            json.push_str(if i + 1 < rows.len() { ",\n" } else { "\n" });
        }
        json.push_str("]\n");
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/app/i18n/messages.json");
        if std::fs::read_to_string(path).ok().as_deref() != Some(json.as_str()) {
            std::fs::write(path, &json).expect("writable source tree");
            panic!("src/app/i18n/messages.json was out of date and has been written again: build again and commit it");
        }
    }

    /// French: no plain space before ; : ! ? », none after «; German and French: no space before
    /// an ellipsis. In every message and in every rules paragraph, as the layer gives them.
    fn badly_set(lang: Lang, text: &str) -> Option<String> {
        let bad = match lang {
            Lang::Fr => [" ;", " :", " !", " ?", " »", "« ", " …"].iter().find(|b| text.contains(**b)),
            _ => [" …"].iter().find(|b| text.contains(**b)),
        };
        bad.map(|b| format!("{b:?} in {text:?}"))
    }

    #[test]
    fn the_layer_sets_french_and_german_typography() {
        assert_eq!(
            typeset(Lang::Fr, "Chef : stop ! « Oui » ; non ?"),
            "Chef\u{A0}: stop\u{202F}! «\u{A0}Oui\u{A0}» ; non\u{202F}?".replace(" ;", "\u{202F};")
        );
        assert_eq!(typeset(Lang::De, "Wird geladen …"), "Wird geladen…");
        assert_eq!(typeset(Lang::En, "Wait : here …"), "Wait : here …", "English as it is");
        for &m in Msg::ALL {
            for lang in [Lang::De, Lang::Fr] {
                assert_eq!(badly_set(lang, m.text(lang)), None, "{m:?}");
            }
        }
        let rules: serde_json::Value =
            serde_json::from_str(include_str!("rules.json")).expect("the rules file is JSON");
        for (section, entries) in rules.as_object().expect("sections") {
            for entry in entries.as_array().expect("entries") {
                for (k, lang) in [(2, Lang::De), (3, Lang::Fr)] {
                    let text = entry[k].as_str().unwrap_or_default();
                    assert_eq!(badly_set(lang, &typeset(lang, text)), None, "{section}");
                }
            }
        }
    }

    #[test]
    fn browser_tags_pick_a_language() {
        assert_eq!(Lang::from_tag("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_tag("fr"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("es-ES"), None);
    }
}
