import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

/** What a keyboard shortcut can ask the open chat to do (issue #9 point 6). */
export type ChatCommand = 'unlock' | 'hire' | 'templates';

/** One request: which chat, what, and a serial number (the same key pressed twice is two). */
export interface ChatCommandRequest {
  chatId: number;
  command: ChatCommand;
  serial: number;
}

interface ChatCommandsValue {
  request: ChatCommandRequest | null;
  /** Marks the request `serial` handled. */
  done: (serial: number) => void;
}

const ChatCommandsContext = createContext<ChatCommandsValue>({ request: null, done: () => {} });

/** Props of {@link ChatCommandsProvider}. */
export interface ChatCommandsProviderProps {
  request: ChatCommandRequest | null;
  done: (serial: number) => void;
  children: ReactNode;
}

/**
 * Carries the chats screen's shortcut requests (`h` hire, `u` unlock, `t` templates) down to
 * the components that own those dialogs, without threading props through the panel.
 */
export function ChatCommandsProvider({ request, done, children }: ChatCommandsProviderProps) {
  return (
    <ChatCommandsContext.Provider value={{ request, done }}>
      {children}
    </ChatCommandsContext.Provider>
  );
}

/**
 * Runs `run` once when the screen asks `command` of chat `chatId` and `enabled` is true (the
 * chat offers it), then marks the request handled. Outside a provider it never runs.
 */
export function useChatCommand(
  chatId: number,
  command: ChatCommand,
  enabled: boolean,
  run: () => void,
): void {
  const { request, done } = useContext(ChatCommandsContext);
  const latest = useRef(run);
  latest.current = run;
  const serial =
    request && request.chatId === chatId && request.command === command && enabled
      ? request.serial
      : null;
  useEffect(() => {
    if (serial === null) return;
    done(serial);
    latest.current();
  }, [serial, done]);
}
