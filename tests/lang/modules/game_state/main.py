import state
import actions

actions.move("north")
actions.move("east")
actions.pick("key")
print(state.position, state.inventory, state.moves)
print(actions.state is state)
