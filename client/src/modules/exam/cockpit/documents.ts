import { graphql } from "../../../gql";

/** What the cockpit shows around the part on screen: mode, module clocks and every page's Teil and answered items. */
export const AttemptCockpitQuery = graphql(`
  query AttemptCockpit($attemptId: ID!) {
    attempt(id: $attemptId) {
      id
      status
      mode
      pageCount
      timers {
        ...ModuleTimerFields
      }
      pageStates {
        ...PageStateFields
      }
    }
  }
`);

export const PlayerSettingsQuery = graphql(`
  query PlayerSettings {
    me {
      id
      isGuest
      playerSettings {
        textSize
        highContrast
        volume
      }
    }
  }
`);

export const UpdatePlayerSettingsMutation = graphql(`
  mutation UpdatePlayerSettings($input: PlayerSettingsInput!) {
    updatePlayerSettings(input: $input) {
      textSize
      highContrast
      volume
    }
  }
`);
