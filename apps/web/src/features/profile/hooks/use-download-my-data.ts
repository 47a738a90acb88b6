import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api/error-message.ts';
import { downloadMyData } from '../api/download-my-data.ts';

/** 'Verilerimi indir': busy while the file is made, then done or the server's real refusal. */
export function useDownloadMyData() {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setState('busy');
    setError(null);
    try {
      await downloadMyData();
      setState('done');
    } catch (failure) {
      setError(errorMessageOf(failure));
      setState('idle');
    }
  };
  return { state, error, download: () => void download() };
}
