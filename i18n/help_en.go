package i18n

// helpEN is the English help, by rule id or variant key (help.go). French
// rule terms keep their French names, with a short English gloss.
var helpEN = map[string]helpText{
	// §1 Table, pieces, turn
	"PHASE.WRONG": {"Wrong phase",
		"Each turn the army playing goes through three phases in order: command (activations and orders), movement, then combat. " +
			"Every action belongs to one of them, and some to a precise moment: a move to the movement phase, an attack to the combat phase, " +
			"a roll only once a combat is declared, a sacrifice only after the dice. End the phase to go on to the next."},
	"TURN.DECIDER": {"Not your decision",
		"Most of the time the army whose turn it is acts. During a combat the word passes in a fixed order: the attacker adds his leaders' actions, " +
			"the defender answers (a defense order, a leader in the front rank, a direct action) or passes, the attacker rolls, and when the dice " +
			"leave him a choice the defender decides (Évasion, evasion; Sacrifice). When an enemy unit enters a lone leader's or a messenger's hex, " +
			"his owner chooses where he steps aside. An action out of this order, or from the army that does not have the word, is refused."},
	"GAME.OVER": {"Game over",
		"The game has a result: an army has eliminated enough enemy units (the scenario's number, or else a third of the enemy's starting units, " +
			"rounded up), holds one of its objectives at the end of its turn, or the last turn has been played. Nothing more can be played; " +
			"start a new game or open another."},

	// §2 Leaders and their ranges
	"CMD.RADIUS": {"Command radius",
		"A leader activates only the units within his command radius, counted in hexes from his own hex (his hex not counted, the unit's counted): " +
			"{command_radius.commander} for the Général en chef (commander-in-chief), {command_radius.subgeneral} for a Sous-général (sub-general), " +
			"{command_radius.officer} for an Officier supérieur (senior officer). The order Gueulante (bellow) adds one hex to one leader for the turn. " +
			"A leader activated alone may be anywhere on the table."},

	// §3 Command phase: activation
	"ACT.COUNT": {"Number of activations",
		"How many leaders activate each turn, and how many units each, depends on the size of the army (leaders not counted). " +
			"This ruleset's table, by number of units: {activation.bands} (activations × units per activation). A leader's quality changes his number: " +
			"good {activation.good}, mediocre {activation.mediocre}, bad {activation.bad}, never below one unit. A scenario may set its own numbers."},
	"ACT.ORDER": {"Groups act in order",
		"The leaders chosen in the command phase act in the order they were chosen. All the activations come first; then the first leader's units move, " +
			"then the second's; then the first leader's units fight, then the second's. Once a unit of a later group has acted, the units of earlier groups " +
			"that have not acted yet may no longer act in that phase. The panel shows which group is acting."},
	"ACT.ORDER/free": {"Any order (Jomini)",
		"In Jomini the active units move one by one in any order the player likes (« dans l'ordre de son choix »), and Estafette lets them fight " +
			"in any order too. The order of the activation groups restricts nothing in this family."},
	"ACT.ONCE": {"Once per turn",
		"Each leader and each unit is activated at most once per turn, and a leader heads at most one group per command phase. The same rule refuses " +
			"a piece named twice in one activation, a leader already carrying a message, a second rally attempt by one leader, a second leader in a unit's " +
			"front rank, and a second withdrawal in one combat. In the second command phase of Assaut général (general assault), leaders may activate again, " +
			"but units already activated may not."},
	"ACT.SLOTS": {"Activation slots",
		"A leader activates at most as many pieces as he has slots: the units per activation of this ruleset ({activation.bands}), changed by his quality " +
			"(good {activation.good}, mediocre {activation.mediocre}, bad {activation.bad}, never below one). Each unit, each leader activated alone " +
			"and each messenger sent takes one slot."},
	"ACT.LEADERS": {"Activating leaders",
		"An army has no more activating leaders in a turn than it has activations ({activation.bands}); orders such as Assaut (assault) add more. " +
			"A leader who has left the table, is carrying a message, or has not yet arrived as a reinforcement cannot activate anyone."},
	"ACT.TYPE": {"One kind of troops (Jomini)",
		"In Jomini one activation may not mix kinds of troops: foot (infantry, with foot artillery), mounted (with horse artillery), or artillery on its own; " +
			"elephants may join any of them. The order Attaque combinée (combined attack) lets one leader mix kinds; Manœuvre (maneuver) lets his units " +
			"stand anywhere on the table, still of one kind."},
	"ACT.ALLY": {"Allied troops",
		"Allied units obey only their own chiefs (« n'obéissent qu'à leurs propres chefs »): their allied sub-general and the allied officers of his " +
			"contingent. No other leader may activate them, send them a messenger or act on them directly, and the commander-in-chief's Messager " +
			"(messenger) does not reach them. An allied unit activated more than 5 hexes from its own sub-general may only move closer to him or " +
			"toward its own table edge, and may not attack that turn."},
	"ACT.RECON": {"Reconnaissance",
		"Under the order Reconnaissance (scouting) the army activates one unit only this turn; in return it gains as many order points " +
			"as its commander-in-chief's command level. Reconnaissance can no longer be given once two units are activated."},
	"ACT.ARRIVAL": {"Reinforcements",
		"Reinforcements wait off the table until their turn of arrival. They come in only when activated by a leader who waits with them at the same " +
			"entry hex (a sub-general who brings them need not come in himself); a leader already on the table cannot activate them, however close. " +
			"Their first hex is their entry hex on the edge."},
	"ACT.PERSONAL": {"Personnages activated personally",
		"Some personnages « ne peuvent agir que s'ils sont activés personnellement » (a scenario marks them; their card says so). Activating the " +
			"unit they stand with does not activate them: to follow it, fight in its front rank, order its withdrawal, rally it or commit " +
			"themselves, they must be activated alone that turn, which takes a slot. In the enemy's turn they do none of it."},

	// §4 Messengers
	"MSG.SOURCE": {"Sending a messenger",
		"A leader may send a message to a unit too far away to activate; it takes one of his activation slots. An improvised messenger needs nothing; " +
			"a herald (an aide de camp in Frédéric) or a leader used as messenger must stand, free, on the sending leader's hex, and the sender must be " +
			"on the table."},
	"MSG.RULESET": {"No messengers here",
		"Messengers, heralds and aides de camp belong to Alexandre et Bayard and Frédéric le Grand. In this family a unit out of every leader's " +
			"command radius is reached with orders such as Messager (messenger) or Estafette (dispatch rider) instead."},
	"MSG.RULESET/messengers": {"Messengers",
		"Units too far from every leader can only react to combat; a leader reaches them with a messenger. An improvised messenger moves 3 hexes a turn " +
			"and is lost when one die rolled after each move shows the special face ({dice.special}); a herald (an aide de camp in Frédéric) or a leader " +
			"moves 5 and is lost only on two special faces. On arrival the unit is activated on its army's next turn, or at once if a leader carried " +
			"the message. Only Alexandre et Bayard and Frédéric le Grand have messengers."},
	"MSG.TARGET": {"Redirecting a message",
		"In the command phase a messenger on its way may carry its message to another unit of its army than the one first intended " +
			"(« une autre unité que celle à laquelle il pensait au départ »). Not to the unit it is already heading for, not to a unit off the table, " +
			"and not for a herald already on his way back."},

	// §5 Orders and order points
	"ORD.POINTS": {"Order points",
		"Orders are paid in order points, at once, out of the points the army holds before the order does anything. An army starts with its command level in points " +
			"(or the scenario's number) and gains one for each « lettre d'ordre » (order letter) face its dice show. A friendly leader's influence over " +
			"the target lowers most orders by one (never command orders), and an order always costs at least 1."},
	"ORD.RANGE": {"Order range",
		"An order needs a friendly leader with the target unit inside his command radius ({command_radius.commander} for the commander-in-chief, " +
			"{command_radius.subgeneral} for a sub-general, {command_radius.officer} for a senior officer; Gueulante, bellow, included), unless the order " +
			"says otherwise: Messager (messenger) reaches anywhere."},
	"ORD.PHASE": {"Order window",
		"Each order has its moment. Command orders (Thucydide, Alexandre et Bayard): at the very start of one's command phase. Maneuver orders: " +
			"in one's command or movement phase. Attack orders: in one's combat phase, with the attack. Defense orders: in the enemy's combat phase, " +
			"answering an attack, melee or fire, before the dice (Thucydide's Évasion, evasion, may also come after them; Embuscade and Pièges " +
			"make no sense against fire and are refused there). Attack orders are for melee only."},
	"ORD.ONE_MANEUVER": {"One maneuver order",
		"An army gives only one maneuver order per turn (Marche forcée, forced march; Guide local, local guide; Ralliement, rally; …). " +
			"A leader's direct order does not count toward this limit."},
	"ORD.ONE_COMMAND": {"One command order",
		"An army gives only one command order per turn (Reconnaissance; Messager, messenger; Gueulante, bellow; Assaut, assault; Assaut général, " +
			"general assault). A leader's direct order does not count toward this limit."},
	"ORD.COMMAND_START": {"Start of the command phase",
		"Command orders are given only at the very start of the command phase (« Ces ordres ne peuvent être donnés que au début de la phase de " +
			"Commandement du joueur »): before any activation, messenger, maneuver order or direct action. Once anything else has happened in the " +
			"phase, it is too late until next turn."},
	"ORD.COMMANDER": {"The commander-in-chief's orders",
		"A command order is the commander-in-chief's (« un ordre donné par le Général en Chef »): the army needs its Général en chef on the table " +
			"to give one. Its effect may be anywhere: no distance applies, and it gets no discount."},
	"ORD.ONE_PER_COMBAT": {"One order per combat",
		"Each combat (one attacking unit against one defending unit) takes at most one attack order and one defense order. A pursuit is a new " +
			"combat and may take a new attack order."},
	"ORD.UNKNOWN": {"Unknown order",
		"This family's catalog has no such order, or it is an optional rule (such as Desserrer ou resserrer, open or close order) that " +
			"this scenario has not switched on. The panel lists the orders available."},
	"ORD.TARGET": {"Order target",
		"Each order goes to one kind of target: a unit, an activated unit, a leader, the units one leader activated, the attacker or the defender " +
			"of the declared combat, or the army as a whole. Some exclude troop types (Allant, dash, is not for artillery or elephants; Pièges, traps, " +
			"is for infantry only), and only some take a number."},
	"ORD.CONDITION": {"Order condition",
		"The order's own text sets a condition that is not fulfilled here. For example: Ralliement (rally) needs the unit within 2 hexes of its own table edge " +
			"and more than 2 hexes from any enemy; Nouvelle chance (second chance) needs a leader's influence; Évasion (evasion) needs a hit to replace; " +
			"a full rally needs no enemy within 2 hexes; a number must stay within its range. In « guerre en dentelles » (lace war) scenarios no " +
			"special order is allowed."},
	"LDR.COMMANDER": {"Not the commander-in-chief",
		"The Général en chef (commander-in-chief) may never commit himself in a direct action (« un général en chef n'y est jamais autorisé »), " +
			"and in Alexandre et Bayard and Frédéric he may not fight in a unit's front rank."},
	"LDR.INFLUENCE": {"Influence radius",
		"A sub-general or a senior officer may commit himself to a unit inside his influence radius: {influence_radius.subgeneral} hex(es) for a " +
			"sub-general, {influence_radius.officer} for a senior officer (0 is his own hex). He leaves the table and gives one effect: a free order, " +
			"an activation, one loss ignored, {combat.direct_dice} more dice in combat, or a full rally. A leader's influence also lets a unit ignore " +
			"{combat.leader_cancels} flag and lowers the cost of orders by one."},
	"LDR.INFLUENCE/own-hex": {"His own hex only",
		"In this family a leader acts on the troops « dans l'hexagone où il se trouve et celui-ci seulement » (on his own hex and that one only): " +
			"his direct actions, the order discount and the flag he cancels ({combat.leader_cancels}) all need him on the unit's hex. Fighting in the " +
			"front rank, ordering a withdrawal and rallying need the unit on his hex too."},
	"LDR.COMBAT": {"Direct action in combat",
		"During a combat a direct action must concern it. The {combat.direct_dice} extra dice go to a unit of the declared combat, before the roll, " +
			"for that combat and its riposte only. In the enemy's turn a leader may commit himself only while his army answers an attack, and only " +
			"for the unit attacked: ignore a loss, extra dice, a free defense order or a full rally."},
	"LDR.DENTELLES": {"Guerre en dentelles (Jomini)",
		"In a Jomini scenario played as « guerre en dentelles » (lace war: no special orders), officers may not sacrifice themselves: " +
			"no direct action at all."},
	"LDR.RULESET": {"Actions on the leader's hex",
		"Fighting in a unit's front rank, ordering a withdrawal and rallying a unit are leader actions of Alexandre et Bayard and Frédéric le Grand. " +
			"In this family a leader helps a unit through his influence and his direct actions instead."},
	"LDR.RULESET/own-hex": {"Leader on the unit's hex",
		"A leader on a unit's hex may, in combat, fight in its front rank ({combat.front_rank_dice} more die, but for each loss a die: the special face, " +
			"{dice.special}, wounds him), or before the dice order it to withdraw (it takes only the hits of its own type, then falls back toward its edge, up to its " +
			"movement allowance, by the movement rules, to the hex the player clicks). When the combat phase ends, an activated leader may try to rally it: a die per missing element, and every face " +
			"showing the unit's type brings one back. These actions exist only in Alexandre et Bayard and Frédéric le Grand."},

	// §6 Movement phase
	"MOV.NOT_ACTIVATED": {"Not activated",
		"Only pieces activated in the command phase move. A leader moves if he was activated alone, or with the unit on his hex when it moves. " +
			"To rally a unit in Alexandre et Bayard and Frédéric, a leader must be activated too."},
	"MOV.ONCE": {"One move per turn",
		"A unit moves at most once per turn, and its move ends before another piece moves. A leader activated alone also moves only once (a leader " +
			"who carried a message to a unit may then move again with it). Moving is never compulsory."},
	"MOV.OCCUPIED": {"Occupied hex",
		"A unit may neither stop on nor pass through a hex holding another unit, friend or foe. Exception: a light or very light unit passes through " +
			"friendly units, and is passed by them, if the move ends on a free hex. Leaders pass through friends but never enter an enemy's hex. " +
			"Nothing passes through an enemy."},
	"MOV.OCCUPIED/artillery": {"Occupied hex",
		"A unit may neither stop on nor pass through a hex holding another unit, friend or foe. Exception: foot, horse and camel units may cross " +
			"friendly artillery, provided they end on an empty hex. Leaders pass through friends but never enter an enemy's hex."},
	"MOV.ALLOWANCE": {"Movement allowance",
		"Each unit moves up to its allowance in hexes. Many have two: a short one that keeps the ability to fight, and a longer one « sans combat » " +
			"(without combat), after which it may not fight this turn. A road march adds a hex, and so does Marche forcée (forced march); some artillery " +
			"loses a combat die per hex moved. A leader moving alone goes {features.leader_move} hexes. Point at a unit to see its reach."},
	"MOV.IMPASSABLE": {"Impassable terrain",
		"Mountains and lakes are closed to every piece. A river is crossed only at a ford or a bridge, a great river only at a bridge."},
	"MOV.STOP": {"Difficult terrain",
		"A unit that enters difficult terrain (woods, rocky ground, marsh, sand, snow, a ford) stops there. A leader moving alone ignores it, and " +
			"Guide local (local guide) or Coureur des bois (woodsman) lets a unit cross the hexes paid for."},
	"MOV.PATH": {"Path",
		"A path is a chain of hexes, each next to the previous one, starting from the piece's hex (a reinforcement starts at its entry hex); it may " +
			"not come back through its own starting hex. Leaders follow a unit only from the unit's hex. A lone piece stepping aside goes to a free, " +
			"passable hex next to the one the enemy entered."},
	"MOV.OFF_BOARD": {"Leaving the table",
		"Pieces leave the table only where the scenario allows it, by the edges listed for their army; a piece that leaves is out of the game but " +
			"does not count as eliminated. No piece is ever pushed off: each hex of retreat that cannot be made costs {combat.blocked_loss} element(s) instead."},
	"MOV.ALLY": {"Far allied unit",
		"An allied unit activated more than 5 hexes from its own sub-general may be activated only « pour se rapprocher de ce sous-général propre " +
			"ou se retirer vers leur bord de table » (to get closer to him or to fall back toward its own edge): its move must end strictly closer " +
			"to one of them."},
	"MOV.RIGID": {"Pré-joué token",
		"A unit that took Évasion (evasion) or Esquive (dodge) carries a « pré-joué » (already played) token: it may fight but not move, until the " +
			"token is removed at the end of the movement phase."},

	// §7 Combat phase
	"CBT.NOT_ACTIVATED": {"Only activated units attack",
		"Only units activated this turn may attack. A unit that is not activated still ripostes when it is attacked."},
	"CBT.ONCE": {"One combat at a time",
		"Each combat is declared, answered and rolled before the next. A unit fights once per turn, except to pursue after a follow-up: " +
			"{combat.pursuit} may pursue, and any unit under Percée (breakthrough)."},
	"CBT.RANGE": {"Melee or fire",
		"Melee is against an adjacent enemy. Fire reaches from 2 hexes up to the unit's range, and only units with a fire factor fire. " +
			"Fire has no riposte, no attack or defense order and no follow-up."},
	"CBT.NO_COMBAT": {"Moved « sans combat »",
		"A unit that moved beyond its fighting allowance (« sans combat », without combat), or by road march, may not fight this turn."},
	"CBT.TARGET": {"Combat target",
		"A combat is fought against an enemy unit, and both units must be on the table."},
	"CBT.FOLLOW": {"Follow-up",
		"When a melee is won (the defender eliminated, retreated or withdrawn), the attacker may step into the hex the defender left: the « suivi » (follow-up), " +
			"at once and before any other combat; Berserks must. Then {combat.pursuit}, or a unit under Percée (breakthrough), may attack once more: " +
			"the « poursuite » (pursuit)."},

	// §8 What the engine guarantees
	"SYNTAX": {"Unreadable line",
		"A line of a game record could not be read: an unknown word, a missing piece or hex, a malformed hex label (column,row), or a number out " +
			"of range. The line is skipped and the game goes on with the next one."},
	"ID.UNKNOWN": {"Unknown piece",
		"No piece of this scenario has that id, or the piece named is of the wrong kind (a leader where a unit is needed, or the reverse), " +
			"or it has been eliminated or has left the table."},
	"ID.NOT_YOURS": {"Not your piece",
		"The piece belongs to the other army. Each army commands only its own pieces, in its own turn or when it has the word."},
}
