# Tic-tac-toe: the computer plays both sides with minimax (and alpha-beta pruning).

WIN_LINES = [
    (0, 1, 2), (3, 4, 5), (6, 7, 8),
    (0, 3, 6), (1, 4, 7), (2, 5, 8),
    (0, 4, 8), (2, 4, 6),
]


def winner(board):
    for a, b, c in WIN_LINES:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return board[a]
    return None


def full(board):
    return " " not in board


def show(board):
    rows = []
    for r in range(3):
        rows.append(" " + " | ".join(board[3 * r : 3 * r + 3]))
    print("\n---+---+---\n".join(rows))
    print()


def other(player):
    return "O" if player == "X" else "X"


nodes = 0


def minimax(board, player, me, alpha=-2, beta=2):
    global nodes
    nodes += 1
    w = winner(board)
    if w is not None:
        return (1 if w == me else -1), None
    if full(board):
        return 0, None
    best_move = None
    if player == me:
        best = -2
        for move in range(9):
            if board[move] == " ":
                board[move] = player
                score, _ = minimax(board, other(player), me, alpha, beta)
                board[move] = " "
                if score > best:
                    best, best_move = score, move
                alpha = max(alpha, score)
                if alpha >= beta:
                    break
    else:
        best = 2
        for move in range(9):
            if board[move] == " ":
                board[move] = player
                score, _ = minimax(board, other(player), me, alpha, beta)
                board[move] = " "
                if score < best:
                    best, best_move = score, move
                beta = min(beta, score)
                if alpha >= beta:
                    break
    return best, best_move


def play(board, player="X"):
    show(board)
    while winner(board) is None and not full(board):
        score, move = minimax(board, player, player)
        board[move] = player
        print("%s plays %d (expects %s)" % (player, move, {1: "a win", 0: "a draw", -1: "a loss"}[score]))
        show(board)
        player = other(player)
    w = winner(board)
    print("Result:", "%s wins" % w if w else "draw")


# from an empty board, perfect play is a draw
board = [" "] * 9
play(board)
print("positions searched:", nodes)

# a position where X can win at once, and one where O must block
nodes = 0
board = list("XX OO    ")
play(board, "X")
board = list("X  XO    ")
score, move = minimax(board, "O", "O")
print("O blocks at", move, "score", score, "after", nodes, "positions")
