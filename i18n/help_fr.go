package i18n

// helpFR is the French help, by rule id or variant key (help.go).
var helpFR = map[string]helpText{
	// §1 Table, pièces, tour
	"PHASE.WRONG": {"Mauvaise phase",
		"À chaque tour, l'armée qui joue enchaîne trois phases : commandement (activations et ordres), mouvement, puis combat. " +
			"Chaque action appartient à l'une d'elles, parfois à un moment précis : un déplacement à la phase de mouvement, une attaque à la phase " +
			"de combat, un jet de dés seulement quand un combat est déclaré, un sacrifice seulement après les dés. Terminez la phase pour passer à la suivante."},
	"TURN.DECIDER": {"Ce n'est pas votre décision",
		"La plupart du temps, c'est l'armée dont c'est le tour qui agit. Pendant un combat, la parole passe dans un ordre fixe : l'attaquant ajoute " +
			"les actions de ses chefs, le défenseur répond (ordre de défense, chef au premier rang, action directe) ou passe, l'attaquant lance les dés, " +
			"puis, si les dés lui laissent un choix, le défenseur décide (Évasion, Sacrifice). Quand une unité ennemie entre dans l'hexagone d'un chef " +
			"isolé ou d'un messager, son propriétaire choisit où il s'écarte. Une action hors de cet ordre, ou de l'armée qui n'a pas la parole, est refusée."},
	"GAME.OVER": {"Partie terminée",
		"La partie a un résultat : une armée a éliminé assez d'unités ennemies (le nombre du scénario, sinon le tiers des unités ennemies de départ, " +
			"arrondi au-dessus), tient l'un de ses objectifs à la fin de son tour, ou le dernier tour a été joué. Plus rien ne peut être joué ; " +
			"commencez une nouvelle partie ou ouvrez-en une autre."},

	// §2 Les chefs et leurs rayons
	"CMD.RADIUS": {"Rayon de commandement",
		"Un chef n'active que les unités situées dans son rayon de commandement, compté en hexagones depuis le sien (« on ne compte pas l'hexagone " +
			"de départ (où est le chef) mais l'on compte celui de la cible ») : {command_radius.commander} pour le Général en chef, " +
			"{command_radius.subgeneral} pour un Sous-général, {command_radius.officer} pour un Officier supérieur. L'ordre Gueulante ajoute un " +
			"hexagone à un chef pour le tour. Un chef activé seul peut se trouver n'importe où sur la table."},

	// §3 Phase de commandement : activation
	"ACT.COUNT": {"Nombre d'activations",
		"Le nombre de chefs qui activent à chaque tour, et d'unités que chacun active, dépend de la taille de l'armée (chefs non comptés). " +
			"Table de ces règles, par nombre d'unités : {activation.bands} (activations × unités par activation). La qualité d'un chef change son " +
			"nombre : bon {activation.good}, médiocre {activation.mediocre}, mauvais {activation.bad}, jamais moins d'une unité. Un scénario peut " +
			"fixer ses propres nombres."},
	"ACT.ORDER": {"Ordre des groupes",
		"Les chefs choisis en phase de commandement agissent dans l'ordre où ils ont été choisis : toutes les activations d'abord ; puis les unités " +
			"du premier chef se déplacent, puis celles du second ; puis les unités du premier combattent, puis celles du second. Dès qu'une unité d'un " +
			"groupe suivant a agi, les unités des groupes précédents qui n'ont pas encore agi ne le peuvent plus dans cette phase. Le panneau indique " +
			"le groupe qui agit."},
	"ACT.ORDER/free": {"Ordre libre (Jomini)",
		"En Jomini, les unités actives sont déplacées une par une « dans l'ordre de son choix », et Estafette les laisse aussi combattre dans " +
			"l'ordre voulu. L'ordre des groupes d'activation ne restreint rien dans cette règle."},
	"ACT.ONCE": {"Une fois par tour",
		"Chaque chef et chaque unité n'est activé qu'une fois par tour, et un chef ne mène qu'un groupe par phase de commandement. La même règle " +
			"refuse une pièce nommée deux fois dans une activation, un chef qui porte déjà un message, une seconde tentative de ralliement d'un même " +
			"chef, un second chef au premier rang d'une unité et un second repli dans un même combat. Dans la seconde phase de commandement d'Assaut " +
			"général, les chefs peuvent activer de nouveau, mais pas les unités déjà activées."},
	"ACT.SLOTS": {"Places d'activation",
		"Un chef active au plus autant de pièces qu'il a de places : le nombre d'unités par activation de ces règles ({activation.bands}), modifié " +
			"par sa qualité (bon {activation.good}, médiocre {activation.mediocre}, mauvais {activation.bad}, jamais moins d'une). Chaque unité, " +
			"chaque chef activé seul et chaque messager envoyé prend une place."},
	"ACT.LEADERS": {"Chefs activants",
		"Une armée n'a pas plus de chefs activants dans un tour que d'activations ({activation.bands}) ; des ordres comme Assaut en ajoutent. " +
			"Un chef qui a quitté la table, porte un message ou n'est pas encore arrivé en renfort ne peut activer personne."},
	"ACT.TYPE": {"Un seul type de troupes (Jomini)",
		"En Jomini, les unités d'une même activation sont d'un seul type : infanterie avec artillerie à pied, ou troupes montées avec artillerie " +
			"à cheval, ou artillerie seule ; les éléphants se joignent à n'importe lequel. L'ordre Attaque combinée permet à un chef de mélanger les " +
			"types ; Manœuvre lui permet d'activer ses unités n'importe où sur la table, toujours d'un seul type."},
	"ACT.ALLY": {"Troupes alliées",
		"Les unités alliées « n'obéissent qu'à leurs propres chefs » : leur sous-général allié et les officiers alliés de son contingent. Aucun autre " +
			"chef ne peut les activer, leur envoyer un messager ni agir directement sur elles, et le Messager du général en chef ne les atteint pas. " +
			"Une unité alliée activée à plus de 5 hexagones de son sous-général ne peut que se rapprocher de lui ou se retirer vers son bord de table, " +
			"et ne peut pas attaquer ce tour-là."},
	"ACT.RECON": {"Reconnaissance",
		"Sous l'ordre Reconnaissance, l'armée n'active qu'une seule unité ce tour ; en contrepartie, elle gagne autant de points d'ordre que le " +
			"niveau de commandement de son général en chef. Reconnaissance ne peut plus être donné une fois deux unités activées."},
	"ACT.ARRIVAL": {"Renforts",
		"Les renforts attendent hors de la table leur tour d'arrivée. Ils n'entrent qu'activés par un chef qui les attend au même hexagone d'entrée " +
			"(un sous-général qui les amène n'est pas obligé d'entrer) ; un chef déjà sur la table ne peut pas les activer, si proche soit-il. " +
			"Leur premier hexagone est leur hexagone d'entrée, au bord."},
	"ACT.PERSONAL": {"Personnages activés personnellement",
		"Certains personnages « ne peuvent agir que s'ils sont activés personnellement » (le scénario les marque ; leur fiche le dit). Activer " +
			"l'unité avec laquelle ils se trouvent ne les active pas : pour la suivre, combattre à son premier rang, ordonner son repli, la rallier " +
			"ou s'engager, ils doivent avoir été activés seuls ce tour-là, ce qui prend une place. Au tour de l'ennemi, ils n'en font rien."},

	// §4 Messagers
	"MSG.SOURCE": {"Envoyer un messager",
		"Un chef peut envoyer un message à une unité trop éloignée pour être activée ; cela lui prend une place d'activation. Un messager improvisé " +
			"ne demande rien ; un héraut (un aide de camp en Frédéric) ou un chef employé comme messager doit se trouver, libre, sur l'hexagone du chef " +
			"qui l'envoie, et celui-ci doit être sur la table."},
	"MSG.RULESET": {"Pas de messagers ici",
		"Messagers, hérauts et aides de camp appartiennent à Alexandre et Bayard et à Frédéric le Grand. Dans cette règle, une unité hors de portée " +
			"de tout chef s'atteint par des ordres comme Messager ou Estafette."},
	"MSG.RULESET/messengers": {"Messagers",
		"Les unités trop éloignées de tout chef ne font que réagir aux combats ; un chef les atteint par un messager. Un messager improvisé avance " +
			"de 3 hexagones par tour et se perd si le dé lancé après chaque mouvement montre la face spéciale ({dice.special}) ; un héraut (un aide de " +
			"camp en Frédéric) ou un chef avance de 5 et ne se perd que sur deux faces spéciales. À l'arrivée, l'unité est activée au tour suivant de " +
			"son armée, ou aussitôt si un chef portait le message. Les messagers n'existent qu'en Alexandre et Bayard et en Frédéric le Grand."},
	"MSG.TARGET": {"Changer de destinataire",
		"En phase de commandement, un messager en route peut porter son message à une autre unité de son armée que celle prévue (« une autre unité " +
			"que celle à laquelle il pensait au départ »). Pas à l'unité vers laquelle il va déjà, ni à une unité hors de la table, ni pour un héraut " +
			"déjà sur le retour."},

	// §5 Ordres et points d'ordre
	"ORD.POINTS": {"Points d'ordre",
		"Les ordres se paient en points d'ordre, immédiatement, avec les points détenus avant leur effet. Une armée commence avec son niveau de " +
			"commandement en points (ou le nombre du scénario) et en gagne un par face « lettre d'ordre » sortie sur ses dés. L'influence d'un chef ami " +
			"sur la cible réduit la plupart des ordres de 1 (jamais les ordres de commandement), et un ordre coûte toujours au moins 1."},
	"ORD.RANGE": {"Portée des ordres",
		"Un ordre demande un chef ami ayant l'unité visée dans son rayon de commandement ({command_radius.commander} pour le Général en chef, " +
			"{command_radius.subgeneral} pour un Sous-général, {command_radius.officer} pour un Officier supérieur ; Gueulante comprise), sauf si " +
			"l'ordre dit autre chose : Messager porte n'importe où."},
	"ORD.PHASE": {"Moment de l'ordre",
		"Chaque ordre a son moment. Ordres de commandement (Thucydide, Alexandre et Bayard) : tout au début de sa phase de commandement. Ordres de " +
			"manœuvre : pendant sa phase de commandement ou de mouvement. Ordres d'attaque : pendant sa phase de combat, avec l'attaque. Ordres de " +
			"défense : pendant la phase de combat adverse, en réponse à une attaque, en mêlée comme au tir, avant les dés (l'Évasion de " +
			"Thucydide peut aussi venir après ; Embuscade et Pièges n'ont pas de sens contre un tir et y sont refusés). Les ordres d'attaque ne " +
			"valent qu'en mêlée."},
	"ORD.ONE_MANEUVER": {"Un ordre de manœuvre",
		"Une armée ne donne qu'un ordre de manœuvre par tour (Marche forcée, Guide local, Ralliement…). L'ordre direct d'un chef ne compte pas " +
			"dans cette limite."},
	"ORD.ONE_COMMAND": {"Un ordre de commandement",
		"Une armée ne donne qu'un ordre de commandement par tour (Reconnaissance, Messager, Gueulante, Assaut, Assaut général). L'ordre direct " +
			"d'un chef ne compte pas dans cette limite."},
	"ORD.COMMAND_START": {"Début de la phase de commandement",
		"« Ces ordres ne peuvent être donnés que au début de la phase de Commandement du joueur » : avant toute activation, tout messager, tout " +
			"ordre de manœuvre et toute action directe. Dès que la phase a commencé autrement, il faut attendre le tour suivant."},
	"ORD.COMMANDER": {"Ordres du général en chef",
		"Un ordre de commandement « est un ordre donné par le Général en Chef » : l'armée doit avoir son général en chef sur la table pour en " +
			"donner un. Son effet peut porter n'importe où : aucune distance ne s'applique, et il n'a pas de réduction."},
	"ORD.ONE_PER_COMBAT": {"Un ordre par combat",
		"Chaque combat (une unité attaquante contre une unité en défense) reçoit au plus un ordre d'attaque et un ordre de défense. Une poursuite " +
			"est un nouveau combat et peut recevoir un nouvel ordre d'attaque."},
	"ORD.UNKNOWN": {"Ordre inconnu",
		"L'ordre n'existe pas dans le catalogue de cette règle, ou c'est une règle optionnelle (comme Desserrer ou resserrer) que ce scénario n'a " +
			"pas activée. Le panneau liste les ordres disponibles."},
	"ORD.TARGET": {"Cible de l'ordre",
		"Chaque ordre se donne à une sorte de cible : une unité, une unité activée, un chef, les unités activées par un chef, l'attaquant ou le " +
			"défenseur du combat déclaré, ou l'armée entière. Certains excluent des types de troupes (Allant n'est ni pour l'artillerie ni pour les " +
			"éléphants ; Pièges est pour l'infanterie seule), et seuls certains prennent un nombre."},
	"ORD.CONDITION": {"Condition de l'ordre",
		"Une condition écrite dans le texte de l'ordre n'est pas remplie. Par exemple : Ralliement demande l'unité à deux cases ou moins de son " +
			"bord de table et à plus de deux cases de tout ennemi ; Nouvelle chance demande l'influence d'un chef ; Évasion demande un coup touché à " +
			"remplacer ; un ralliement complet demande qu'aucun ennemi ne soit à 2 cases ; un nombre doit rester dans ses limites. En « guerre en " +
			"dentelles », aucun ordre spécial n'est permis."},
	"LDR.COMMANDER": {"Pas le général en chef",
		"Le Général en chef ne peut jamais s'engager dans une action directe (« un général en chef n'y est jamais autorisé »), et en Alexandre et " +
			"Bayard et Frédéric il ne peut pas combattre au premier rang d'une unité."},
	"LDR.INFLUENCE": {"Rayon d'influence",
		"Un Sous-général ou un Officier supérieur peut s'engager auprès d'une unité située dans son rayon d'influence : {influence_radius.subgeneral} " +
			"hexagone(s) pour un sous-général, {influence_radius.officer} pour un officier supérieur (0 : son propre hexagone). Il quitte la table et " +
			"donne un effet : un ordre gratuit, une activation, une perte ignorée, {combat.direct_dice} dés de plus au combat, ou un ralliement complet. " +
			"L'influence d'un chef permet aussi à une unité d'ignorer {combat.leader_cancels} drapeau et réduit de 1 le coût des ordres."},
	"LDR.INFLUENCE/own-hex": {"Son hexagone seulement",
		"Dans cette règle, un chef agit sur les troupes « dans l'hexagone où il se trouve et celui-ci seulement » : ses actions directes, la " +
			"réduction du coût des ordres et le drapeau qu'il annule ({combat.leader_cancels}) demandent tous qu'il soit sur l'hexagone de l'unité. " +
			"Combattre au premier rang, ordonner un repli et rallier demandent aussi l'unité sur son hexagone."},
	"LDR.COMBAT": {"Action directe en combat",
		"Pendant un combat, une action directe doit le concerner. Les {combat.direct_dice} dés de plus vont à une unité du combat déclaré, avant " +
			"le jet, pour ce combat et sa riposte seulement. Pendant le tour adverse, un chef ne peut s'engager que lorsque son armée répond à une " +
			"attaque, et seulement pour l'unité attaquée : ignorer une perte, des dés de plus, un ordre de défense gratuit ou un ralliement complet."},
	"LDR.DENTELLES": {"Guerre en dentelles (Jomini)",
		"Dans un scénario Jomini joué en « guerre en dentelles » (sans ordres spéciaux), les officiers ne peuvent pas se sacrifier : aucune action " +
			"directe."},
	"LDR.RULESET": {"Actions sur l'hexagone du chef",
		"Combattre au premier rang d'une unité, ordonner un repli et rallier une unité sont des actions de chef d'Alexandre et Bayard et de Frédéric " +
			"le Grand. Dans cette règle, un chef aide une unité par son influence et ses actions directes."},
	"LDR.RULESET/own-hex": {"Chef sur l'hexagone de l'unité",
		"Un chef sur l'hexagone d'une unité peut, au combat, « combattre au premier rang » ({combat.front_rank_dice} dé de plus, mais un dé par " +
			"perte : la face spéciale, {dice.special}, le blesse) ou, avant les dés, ordonner un repli (l'unité ne subit que les touches de son type, " +
			"puis recule vers son bord au plus de sa capacité de mouvement, selon les règles de déplacement, jusqu'à la case que le joueur clique). À la fin de la phase de combat, un chef activé peut tenter de la rallier : un dé par " +
			"élément perdu, chaque face du type de l'unité en rend un. Ces actions n'existent qu'en Alexandre et Bayard et en Frédéric le Grand."},

	// §6 Phase de mouvement
	"MOV.NOT_ACTIVATED": {"Non activé",
		"Seules les pièces activées en phase de commandement se déplacent. Un chef se déplace s'il a été activé seul, ou avec l'unité de son " +
			"hexagone quand elle bouge. Pour rallier une unité en Alexandre et Bayard et Frédéric, un chef doit aussi être activé."},
	"MOV.ONCE": {"Un mouvement par tour",
		"Une unité ne se déplace qu'une fois par tour, et son mouvement s'achève avant celui d'une autre pièce. Un chef activé seul ne bouge aussi " +
			"qu'une fois (un chef qui a porté un message à une unité peut ensuite bouger avec elle). Se déplacer n'est jamais obligatoire."},
	"MOV.OCCUPIED": {"Case occupée",
		"Une unité ne peut ni s'arrêter ni passer sur une case occupée par une autre unité, amie ou ennemie. Exception : une unité légère ou très " +
			"légère traverse les unités amies, et se laisse traverser par elles, si le mouvement finit sur une case libre. Les chefs traversent les " +
			"amis mais n'entrent jamais sur la case d'un ennemi. Rien ne traverse un ennemi."},
	"MOV.OCCUPIED/artillery": {"Case occupée",
		"Une unité ne peut ni s'arrêter ni passer sur une case occupée par une autre unité, amie ou ennemie. Exception : l'infanterie, la cavalerie " +
			"et les chameaux peuvent traverser une artillerie amie, si le mouvement finit sur une case libre. Les chefs traversent les amis mais " +
			"n'entrent jamais sur la case d'un ennemi."},
	"MOV.ALLOWANCE": {"Capacité de mouvement",
		"Chaque unité se déplace au plus de sa capacité, en hexagones. Beaucoup en ont deux : une courte, qui garde la capacité de combat, et une " +
			"plus longue « sans combat », après laquelle l'unité ne combat plus ce tour. La marche sur route ajoute un hexagone, Marche forcée aussi ; " +
			"certaines artilleries perdent un dé par hexagone parcouru. Un chef se déplaçant seul fait {features.leader_move} hexagones. Pointez une " +
			"unité pour voir jusqu'où elle va."},
	"MOV.IMPASSABLE": {"Terrain infranchissable",
		"Aucune pièce n'entre en montagne ni dans un lac, dans une rivière sauf à un gué ou un pont, ni dans un fleuve sauf à un pont."},
	"MOV.STOP": {"Terrain difficile",
		"Une unité qui entre en terrain difficile (bois, rocailles, marais, sable, neige, gué) s'y arrête. Un chef qui se déplace seul l'ignore, et " +
			"Guide local ou Coureur des bois permet à une unité de traverser les hexagones payés."},
	"MOV.PATH": {"Chemin",
		"Un chemin est une suite d'hexagones, chacun voisin du précédent, partant de l'hexagone de la pièce (un renfort part de son hexagone " +
			"d'entrée) ; il ne repasse pas par son hexagone de départ. Les chefs ne suivent une unité que depuis son hexagone. Une pièce isolée qui " +
			"s'écarte va sur une case libre et franchissable voisine de celle où l'ennemi est entré."},
	"MOV.OFF_BOARD": {"Sortir de la table",
		"Les pièces ne sortent de la table que si le scénario le prévoit, par les bords permis à leur armée ; une pièce sortie quitte la partie sans " +
			"compter comme éliminée. Aucune pièce n'est poussée hors de la table : chaque hexagone de recul impossible coûte {combat.blocked_loss} " +
			"élément(s) à la place."},
	"MOV.ALLY": {"Unité alliée éloignée",
		"Une unité alliée activée à plus de 5 hexagones de son sous-général ne peut l'être « que pour se rapprocher de ce sous-général propre ou se " +
			"retirer vers leur bord de table » : son mouvement doit finir strictement plus près de l'un ou de l'autre."},
	"MOV.RIGID": {"Pion « pré-joué »",
		"Une unité qui a pris Évasion ou Esquive porte un pion « pré-joué » : elle peut combattre mais pas se déplacer, jusqu'à ce que le pion soit " +
			"retiré à la fin de la phase de mouvement."},

	// §7 Phase de combat
	"CBT.NOT_ACTIVATED": {"Seules les unités activées attaquent",
		"Seules les unités activées ce tour peuvent attaquer. Une unité non activée riposte quand même si elle est attaquée."},
	"CBT.ONCE": {"Un combat à la fois",
		"Chaque combat est déclaré, répondu et lancé avant le suivant. Une unité ne combat qu'une fois par tour, sauf pour poursuivre après un " +
			"suivi : peuvent poursuivre {combat.pursuit}, ainsi que toute unité sous Percée."},
	"CBT.RANGE": {"Mêlée ou tir",
		"La mêlée se livre contre un ennemi adjacent. Le tir porte de 2 hexagones jusqu'à la portée de l'unité, et seules les unités ayant un " +
			"facteur de tir tirent. Le tir n'a ni riposte, ni ordre d'attaque ou de défense, ni suivi."},
	"CBT.NO_COMBAT": {"Déplacée « sans combat »",
		"Une unité qui s'est déplacée au-delà de sa capacité de combat (« sans combat »), ou en marche sur route, ne peut plus combattre ce tour."},
	"CBT.TARGET": {"Cible du combat",
		"Un combat se livre contre une unité ennemie, et les deux unités doivent être sur la table."},
	"CBT.FOLLOW": {"Suivi",
		"Après une mêlée gagnée (le défenseur éliminé, reculé ou replié), l'attaquant peut entrer dans la case libérée : c'est le « suivi », " +
			"aussitôt et avant tout autre combat ; les Berserks y sont obligés. Ensuite peuvent attaquer encore une fois {combat.pursuit}, ou une " +
			"unité sous Percée : c'est la « poursuite »."},

	// §8 Ce que garantit le moteur
	"SYNTAX": {"Ligne illisible",
		"Une ligne d'un enregistrement de partie n'a pas pu être lue : un mot inconnu, une pièce ou un hexagone manquant, une étiquette d'hexagone " +
			"mal formée (colonne,ligne), ou un nombre hors limites. La ligne est ignorée et la partie continue avec la suivante."},
	"ID.UNKNOWN": {"Pièce inconnue",
		"Aucune pièce de ce scénario ne porte cet identifiant, ou la pièce nommée n'est pas de la bonne sorte (un chef là où il faut une unité, " +
			"ou l'inverse), ou elle a été éliminée ou a quitté la table."},
	"ID.NOT_YOURS": {"Pas votre pièce",
		"La pièce appartient à l'autre armée. Chaque armée ne commande que ses propres pièces, pendant son tour ou quand elle a la parole."},
}
