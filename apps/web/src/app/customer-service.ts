import { parseOnlineService } from "@haiyun/shared/constants/config";
import { useEffect } from "react";

declare global {
  interface Window {
    $crisp?: unknown[];
    CRISP_WEBSITE_ID?: string;
  }
}

const SCRIPT_ID = "haiyun-customer-service";

/** The chat overlay loads only when online_service names the supported platform and a key. */
export function useCustomerService(setting: string | undefined) {
  useEffect(() => {
    const service = parseOnlineService(setting);
    if (!service || document.getElementById(SCRIPT_ID)) return;
    window.$crisp = [];
    window.CRISP_WEBSITE_ID = service.key;
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.src = "https://client.crisp.chat/l.js";
    script.async = true;
    document.head.appendChild(script);
  }, [setting]);
}

/** Works before the script has loaded too: Crisp reads the queued commands when it starts. */
export function openCustomerService(): void {
  window.$crisp?.push(["do", "chat:show"], ["do", "chat:open"]);
}
